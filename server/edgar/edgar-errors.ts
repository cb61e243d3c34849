import { AppError } from '#server/http/app-error.ts';

/** The user-facing errors of talking to SEC EDGAR; the detail (URL, status) goes to the log only. */
export const edgarErrors = {
  throttled: (retryAfterSeconds: number) =>
    new AppError(
      'EDGAR_THROTTLED',
      `SEC EDGAR is limiting requests right now. Please try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`,
      { headers: { 'Retry-After': String(retryAfterSeconds) } },
    ),
  unknownTicker: (ticker: string) =>
    new AppError('UNKNOWN_TICKER', `No SEC registrant found for ticker ${ticker}`),
  documentMissing: (detail: string) =>
    new AppError('DOCUMENT_NOT_FOUND', 'The filing document is not available from SEC EDGAR.', {
      detail,
    }),
  notFound: (detail: string) => new AppError('EDGAR_NOT_FOUND', 'SEC EDGAR has no such record.', { detail }),
  unavailable: (detail: string, cause?: unknown) =>
    new AppError('EDGAR_UNAVAILABLE', 'SEC EDGAR is not responding. Please try again later.', {
      detail,
      cause,
    }),
  timeout: (detail: string) =>
    new AppError('EDGAR_TIMEOUT', 'SEC EDGAR took too long to answer. Please try again later.', {
      detail,
    }),
  tooLarge: (detail: string) =>
    new AppError('EDGAR_TOO_LARGE', 'The filing is larger than this service accepts.', { detail }),
  refusedUrl: (detail: string) =>
    new AppError('EDGAR_URL_REFUSED', 'Refused to fetch an address outside SEC EDGAR.', { detail }),
  badResponse: (detail: string) =>
    new AppError('EDGAR_BAD_RESPONSE', 'SEC EDGAR sent an answer this service cannot read.', { detail }),
};
