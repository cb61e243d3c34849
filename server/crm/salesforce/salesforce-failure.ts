import type { Logger } from 'pino';
import { AppError } from '#server/http/app-error.ts';
import type { ServerErrorCode } from '../../../contract/errors.ts';
import { SalesforceHttpError } from './salesforce-client.ts';

/** A Salesforce failure on a user's request, by code: what Salesforce refused, or the route's own failure. */
export function salesforceFailure(
  log: Logger,
  error: unknown,
  failure: { code: ServerErrorCode; message: string },
): AppError {
  if (error instanceof AppError) return error;
  // Only status and Salesforce's error code are logged: request URLs and bodies can hold tokens.
  log.warn(
    {
      status: error instanceof SalesforceHttpError ? error.status : undefined,
      sfCode: error instanceof SalesforceHttpError ? error.errorCode : (error as Error)?.name,
    },
    'salesforce call failed',
  );
  if (
    error instanceof SalesforceHttpError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 429
  ) {
    // Salesforce refused what was sent (a field, a record id): the user can change it, so not a 502.
    return new AppError('CRM_REJECTED', `${failure.message}: ${error.message}`);
  }
  return new AppError(failure.code, failure.message);
}
