import { AppError } from '#server/http/app-error.ts';
import { RetryableJobError } from '#server/jobs/types.ts';

/** Waits between provider calls; a cancelled job stops waiting at once. */
export const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** EDGAR faults that pass (throttle, outage) are retried by the runner; anything else fails with its message. */
export function asJobError(error: unknown, what: string): Error {
  if (error instanceof AppError) {
    const retryAfter = Number(error.options.headers?.['Retry-After']) * 1000 || undefined;
    if (['EDGAR_THROTTLED', 'EDGAR_UNAVAILABLE', 'EDGAR_TIMEOUT'].includes(error.code)) {
      return new RetryableJobError(`${what}: ${error.message}`, retryAfter);
    }
    return new Error(`${what}: ${error.message}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}
