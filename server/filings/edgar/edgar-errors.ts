import { AppError } from '../../http/app-error.ts';

/** The user-facing errors of talking to SEC EDGAR; the detail (URL, status) goes to the log only. */
export const edgarErrors = {
  throttled: (retryAfterSeconds: number) =>
    new AppError(
      'EDGAR_THROTTLED',
      503,
      `SEC EDGAR is limiting requests right now. Please try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`,
      { headers: { 'Retry-After': String(retryAfterSeconds) } },
    ),
  unknownTicker: (ticker: string) =>
    new AppError('UNKNOWN_TICKER', 404, `No SEC registrant found for ticker ${ticker}`),
  documentMissing: (detail: string) =>
    new AppError('DOCUMENT_NOT_FOUND', 404, 'The filing document is not available from SEC EDGAR.', {
      detail,
    }),
  notFound: (detail: string) =>
    new AppError('EDGAR_NOT_FOUND', 404, 'SEC EDGAR has no such record.', { detail }),
  unavailable: (detail: string, cause?: unknown) =>
    new AppError('EDGAR_UNAVAILABLE', 502, 'SEC EDGAR is not responding. Please try again later.', {
      detail,
      cause,
    }),
  timeout: (detail: string) =>
    new AppError('EDGAR_TIMEOUT', 504, 'SEC EDGAR took too long to answer. Please try again later.', {
      detail,
    }),
  tooLarge: (detail: string) =>
    new AppError('EDGAR_TOO_LARGE', 502, 'The filing is larger than this service accepts.', { detail }),
  refusedUrl: (detail: string) =>
    new AppError('EDGAR_URL_REFUSED', 502, 'Refused to fetch an address outside SEC EDGAR.', { detail }),
  badResponse: (detail: string) =>
    new AppError('EDGAR_BAD_RESPONSE', 502, 'SEC EDGAR sent an answer this service cannot read.', { detail }),
};
