/**
 * Every `code` the API can answer in its `{ error, code }` body, in one list shared by server and web. `AppError`
 * takes only these, so a new code is added here first (and then documented by the endpoints that raise it).
 * Plain constants, no zod: any bundle may import it.
 */
export const ERROR_CODES = [
  // Any route
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'FIELD_TOO_LONG',
  'INVALID_CHARACTERS',
  'INVALID_PARAMETERS',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CSRF_REJECTED',
  'ORIGIN_MISMATCH',
  'HTTP_ERROR',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'SERVER_BUSY',
  // Accounts (some come from Better Auth's own answers)
  'ACCOUNT_LOCKED',
  'ADMIN_REQUIRED',
  'EMAIL_NOT_VERIFIED',
  'INVALID_TOKEN',
  'LINK_EXPIRED',
  'MAIL_NOT_SENT',
  'PASSWORD_TOO_SHORT',
  'RATE_LIMITED',
  'SESSION_REQUIRED',
  'TOO_MANY_API_TOKENS',
  'TOKEN_READ_ONLY',
  'TOTP_CODE_REUSED',
  // Accounts: confirming it is you before deleting the account
  'INVALID_PASSWORD',
  'PASSWORD_NOT_SET',
  'TWO_FACTOR_CODE_REQUIRED',
  'INVALID_TWO_FACTOR_CODE',
  // Companies
  'COMPANY_NOT_FOUND',
  'LIST_NOT_FOUND',
  'SAVED_COMPANY_NOT_FOUND',
  'PLAN_LIMIT',
  'QUERY_TOO_LONG',
  'QUERY_TOO_SHORT',
  'UNKNOWN_TICKER',
  // Filings and EDGAR
  'DOCUMENT_NOT_FOUND',
  'BAD_SIGNATURE',
  'NO_FILINGS',
  'NOT_PERIODIC_REPORT',
  'EDGAR_BAD_RESPONSE',
  'EDGAR_NOT_FOUND',
  'EDGAR_THROTTLED',
  'EDGAR_TIMEOUT',
  'EDGAR_TOO_LARGE',
  'EDGAR_UNAVAILABLE',
  'EDGAR_URL_REFUSED',
  // Analysis
  'ANALYSIS_FAILED',
  'DESCRIPTION_REQUIRED',
  'QUOTA_EXCEEDED',
  // Alerts
  'FINNHUB_NOT_CONFIGURED',
  'INVALID_SCHEDULE',
  // Billing
  'BILLING_NOT_CONFIGURED',
  'BILLING_NOT_SET_UP',
  'ALREADY_SUBSCRIBED',
  'NO_SUBSCRIPTION',
  'CHECKOUT_SESSION_NOT_FOUND',
  'PRO_REQUIRED',
  'STRIPE_NO_URL',
  'STRIPE_UNAVAILABLE',
  'WEBHOOK_SIGNATURE_INVALID',
  // CRM
  'NOT_CONNECTED',
  'HUBSPOT_AUTH_REQUIRED',
  'HUBSPOT_NOT_CONFIGURED',
  'HUBSPOT_SEARCH_FAILED',
  'SALESFORCE_AUTH_REQUIRED',
  'SALESFORCE_NOT_CONFIGURED',
  'SALESFORCE_EXPORT_FAILED',
  'SALESFORCE_SEARCH_FAILED',
  'SALESFORCE_UNAVAILABLE',
  // Admin
  'BAD_FILE',
  'BAD_UPLOAD',
  'FILE_REQUIRED',
  'FILE_TOO_LARGE',
  // Raised by the web client itself: an answer that is not JSON, a checkout answer without its URL
  'INVALID_RESPONSE',
  'CHECKOUT_NO_URL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** `ERROR.PLAN_LIMIT === 'PLAN_LIMIT'`: compare codes through this so a typo fails typecheck. */
export const ERROR = Object.fromEntries(ERROR_CODES.map((code) => [code, code])) as {
  readonly [C in ErrorCode]: C;
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** What any route that reads SEC EDGAR may answer. */
export const EDGAR_ERRORS = [
  'UNKNOWN_TICKER',
  'EDGAR_NOT_FOUND',
  'EDGAR_UNAVAILABLE',
  'EDGAR_THROTTLED',
  'EDGAR_TIMEOUT',
  'EDGAR_TOO_LARGE',
  'EDGAR_URL_REFUSED',
  'EDGAR_BAD_RESPONSE',
] as const satisfies readonly ErrorCode[];
