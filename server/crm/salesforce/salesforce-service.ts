import type { Logger } from 'pino';
import type { ServerErrorCode } from '../../../contract/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { ConnectionStore, CrmConnection } from '../connections.ts';
import { crmErrors } from '../crm-errors.ts';
import { type SalesforceClient, SalesforceHttpError } from './salesforce-client.ts';

export interface SalesforceDeps {
  store: ConnectionStore;
  client: SalesforceClient;
  log: Logger;
}

/** Drops the connection and tells the caller to reconnect (spec: the connection state resets). */
async function reset(deps: SalesforceDeps, userId: string): Promise<never> {
  await deps.store.remove(userId, 'salesforce');
  throw crmErrors.salesforceAuthRequired();
}

/**
 * Runs one Salesforce API call with the user's tokens. A 401 (expired or revoked access token) is answered by one
 * refresh and one retry; when the refresh is refused, or the retry is refused again, the connection is removed
 * and the call ends with 401 SALESFORCE_AUTH_REQUIRED.
 */
export async function withSalesforce<T>(
  deps: SalesforceDeps,
  userId: string,
  call: (instanceUrl: string, accessToken: string) => Promise<T>,
  failure: { code: ServerErrorCode; message: string },
): Promise<T> {
  const connection = await deps.store.get(userId, 'salesforce');
  if (!connection?.instanceUrl) return reset(deps, userId);
  try {
    return await call(connection.instanceUrl, connection.accessToken);
  } catch (error) {
    if (!(error instanceof SalesforceHttpError && error.status === 401)) throw wrap(deps, error, failure);
  }
  const refreshed = await refresh(deps, connection);
  try {
    return await call(refreshed.instanceUrl, refreshed.accessToken);
  } catch (error) {
    if (error instanceof SalesforceHttpError && error.status === 401) return reset(deps, userId);
    throw wrap(deps, error, failure);
  }
}

async function refresh(deps: SalesforceDeps, connection: CrmConnection) {
  if (!connection.refreshToken) return reset(deps, connection.userId);
  try {
    const tokens = await deps.client.refresh(connection.refreshToken);
    await deps.store.updateTokens(connection.userId, 'salesforce', {
      accessToken: tokens.access_token,
      accessExpiresAt: null,
      refreshToken: tokens.refresh_token,
      instanceUrl: tokens.instance_url,
    });
    return { instanceUrl: tokens.instance_url, accessToken: tokens.access_token };
  } catch (error) {
    // invalid_grant (revoked or expired refresh token) comes back as 400; anything else is Salesforce being down.
    if (error instanceof SalesforceHttpError && (error.status === 400 || error.status === 401)) {
      deps.log.info({ userId: connection.userId, code: error.errorCode }, 'salesforce refresh refused');
      return reset(deps, connection.userId);
    }
    throw wrap(deps, error, { code: 'SALESFORCE_UNAVAILABLE', message: 'Failed to connect to Salesforce' });
  }
}

function wrap(
  deps: SalesforceDeps,
  error: unknown,
  failure: { code: ServerErrorCode; message: string },
): AppError {
  if (error instanceof AppError) return error;
  // Only status and Salesforce's error code are logged: request URLs and bodies can hold tokens.
  deps.log.warn(
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
