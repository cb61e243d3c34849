/**
 * Every `code` the API can answer in its `{ error, code }` body, with THE status it is answered with: the status
 * belongs to the code, so `new AppError(code, message)` needs no status and OpenAPI documents each code under its
 * real status. A new code is added here first (and then listed by the endpoints that raise it). Plain constants, no
 * zod: any bundle may import it.
 */
export const ERROR_STATUS = {
  // Any route
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  FIELD_TOO_LONG: 400,
  INVALID_CHARACTERS: 400,
  INVALID_PARAMETERS: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CSRF_REJECTED: 403,
  ORIGIN_MISMATCH: 403,
  HTTP_ERROR: 400,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  SERVER_BUSY: 503,
  // Accounts (some come from Better Auth's own answers)
  ACCOUNT_LOCKED: 429,
  ADMIN_REQUIRED: 403,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_TOKEN: 400,
  LINK_EXPIRED: 403,
  MAIL_NOT_SENT: 503,
  PASSWORD_TOO_SHORT: 400,
  RATE_LIMITED: 429,
  SESSION_REQUIRED: 403,
  TOO_MANY_API_TOKENS: 400,
  TOKEN_READ_ONLY: 403,
  TOTP_CODE_REUSED: 400,
  // Accounts: confirming it is you before deleting the account
  INVALID_PASSWORD: 400,
  PASSWORD_NOT_SET: 400,
  TWO_FACTOR_CODE_REQUIRED: 400,
  INVALID_TWO_FACTOR_CODE: 400,
  // Companies
  COMPANY_NOT_FOUND: 404,
  LIST_NOT_FOUND: 404,
  SAVED_COMPANY_NOT_FOUND: 404,
  PLAN_LIMIT: 403,
  QUERY_TOO_LONG: 400,
  QUERY_TOO_SHORT: 400,
  UNKNOWN_TICKER: 404,
  // Filings and EDGAR
  DOCUMENT_NOT_FOUND: 404,
  BAD_SIGNATURE: 403,
  NO_FILINGS: 404,
  NOT_PERIODIC_REPORT: 400,
  EDGAR_BAD_RESPONSE: 502,
  EDGAR_NOT_FOUND: 404,
  EDGAR_THROTTLED: 503,
  EDGAR_TIMEOUT: 504,
  EDGAR_TOO_LARGE: 502,
  EDGAR_UNAVAILABLE: 502,
  EDGAR_URL_REFUSED: 502,
  // Analysis
  ANALYSIS_FAILED: 502,
  // The model did not answer in time, or is rate limited (with Retry-After)
  MODEL_TIMEOUT: 504,
  MODEL_BUSY: 503,
  DESCRIPTION_REQUIRED: 400,
  QUOTA_EXCEEDED: 429,
  // Ask a filing: Free's monthly questions are used up (an upgrade, not a wait)
  QUESTION_QUOTA_EXCEEDED: 403,
  // Alerts
  FINNHUB_NOT_CONFIGURED: 400,
  INVALID_SCHEDULE: 400,
  // Research: the account brief's share links
  TOO_MANY_SHARES: 400,
  // Full-text search: a user's saved searches are capped
  TOO_MANY_SAVED_SEARCHES: 400,
  // Billing
  BILLING_NOT_CONFIGURED: 503,
  BILLING_NOT_SET_UP: 503,
  ALREADY_SUBSCRIBED: 409,
  NO_SUBSCRIPTION: 409,
  CHECKOUT_SESSION_NOT_FOUND: 404,
  PRO_REQUIRED: 403,
  STRIPE_NO_URL: 502,
  STRIPE_UNAVAILABLE: 503,
  WEBHOOK_SIGNATURE_INVALID: 400,
  // CRM
  NOT_CONNECTED: 404,
  HUBSPOT_AUTH_REQUIRED: 401,
  HUBSPOT_NOT_CONFIGURED: 503,
  HUBSPOT_SEARCH_FAILED: 502,
  SALESFORCE_AUTH_REQUIRED: 401,
  SALESFORCE_NOT_CONFIGURED: 503,
  SALESFORCE_EXPORT_FAILED: 502,
  SALESFORCE_SEARCH_FAILED: 502,
  SALESFORCE_UNAVAILABLE: 502,
  // The provider refused the request (4xx other than auth) or is busy (429)
  CRM_REJECTED: 400,
  CRM_BUSY: 429,
  // Teams
  TEAM_NOT_FOUND: 404,
  TEAM_SLUG_TAKEN: 409,
  TEAM_ROLE_REQUIRED: 403,
  TEAM_FULL: 403,
  ALREADY_MEMBER: 409,
  ALREADY_INVITED: 409,
  LAST_OWNER: 409,
  MEMBER_NOT_FOUND: 404,
  INVITATION_NOT_FOUND: 404,
  INVITATION_EXPIRED: 410,
  INVITATION_USED: 410,
  INVITATION_REVOKED: 410,
  INVITATION_WRONG_EMAIL: 403,
  TEAM_LIST_NOT_FOUND: 404,
  TEAM_LIST_NAME_TAKEN: 409,
  TEAM_NOTE_NOT_FOUND: 404,
  NOTE_AUTHOR_REQUIRED: 403,
  // A team note is on a company on at least one of the team's lists (ADR 0324)
  NOT_TEAM_COMPANY: 409,
  // Team plan (ADR 0320): fewer seats than the team already uses
  TEAM_SEATS_TOO_FEW: 409,
  // Account deletion: a team with other members needs a new owner first
  TEAM_OWNERSHIP_TRANSFER_REQUIRED: 409,
  // Single sign-on (ADR 0325)
  ENTERPRISE_REQUIRED: 403,
  SSO_DOMAIN_TAKEN: 409,
  SSO_DOMAIN_NOT_VERIFIED: 409,
  SSO_NOT_READY: 409,
  SSO_ISSUER_INVALID: 422,
  SSO_NOT_CONFIGURED: 404,
  SSO_REQUIRED: 403,
  // Admin
  BAD_FILE: 400,
  BAD_UPLOAD: 400,
  FILE_REQUIRED: 400,
  FILE_TOO_LARGE: 400,
} as const;

export type ServerErrorCode = keyof typeof ERROR_STATUS;

/** Codes the web client raises itself: an answer that is not JSON, a checkout answer without its URL. */
const CLIENT_ERROR_CODES = ['INVALID_RESPONSE', 'CHECKOUT_NO_URL'] as const;

const ERROR_CODES = [...(Object.keys(ERROR_STATUS) as ServerErrorCode[]), ...CLIENT_ERROR_CODES] as const;

export type ErrorCode = ServerErrorCode | (typeof CLIENT_ERROR_CODES)[number];

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
