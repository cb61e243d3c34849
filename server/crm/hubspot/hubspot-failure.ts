import { AppError } from '#server/http/app-error.ts';
import type { ServerErrorCode } from '../../../contract/errors.ts';
import { HubspotCallError } from './hubspot-client.ts';

/** A HubSpot failure on a user's request, by code, without the provider's internals; a 429 passes on Retry-After. */
export function hubspotFailure(
  error: unknown,
  failure: { code: ServerErrorCode; message: string },
): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HubspotCallError && error.status === 429) {
    return new AppError('CRM_BUSY', `${failure.message}: HubSpot is busy, try again shortly`, {
      headers: error.retryAfterMs
        ? { 'retry-after': String(Math.ceil(error.retryAfterMs / 1000)) }
        : undefined,
    });
  }
  return new AppError(failure.code, failure.message);
}
