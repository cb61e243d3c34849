import type { CrmProvider } from '../../contract/crm.ts';
import { type CrmServiceDeps, type CrmSessions, crmAdapter } from './crm-adapters.ts';
import { crmErrors } from './crm-errors.ts';

/** Refresh a little before an access token with a known expiry (HubSpot's 30 minutes) runs out. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * Runs a provider's API calls with the user's live access token: refreshed first when it is about to expire, and
 * on a 401 refreshed once and retried once. When there is no usable connection, the refresh is refused or the
 * retry is refused again, the connection is removed and the call ends with the provider's `*_AUTH_REQUIRED`.
 * Other failures are the caller's to map to its own codes.
 */
export async function withCrmToken<P extends CrmProvider, T>(
  deps: CrmServiceDeps,
  provider: P,
  userId: string,
  work: (session: CrmSessions[P]) => Promise<T>,
): Promise<T> {
  const adapter = crmAdapter(deps, provider);
  const { store } = deps.crm;
  const reset = async (): Promise<never> => {
    await store.remove(userId, provider);
    throw crmErrors.authRequired(provider);
  };

  const connection = await store.get(userId, provider);
  let session = connection && adapter.session(connection);
  if (!connection || !session) return reset();

  const refreshed = async (): Promise<CrmSessions[P]> => {
    if (!connection.refreshToken) return reset();
    try {
      const tokens = await adapter.refresh(connection.refreshToken, deps.clock());
      await store.updateTokens(userId, provider, tokens);
      return adapter.session({ ...connection, ...tokens }) ?? reset();
    } catch (error) {
      if (!adapter.isRefused(error)) throw adapter.refreshFailed(error);
      deps.log.info({ userId, provider, status: adapter.statusOf(error) }, 'crm refresh refused');
      return reset();
    }
  };

  const expiresAt = connection.accessExpiresAt?.getTime();
  if (expiresAt !== undefined && expiresAt - EXPIRY_MARGIN_MS <= deps.clock().getTime()) {
    session = await refreshed();
  }
  try {
    return await work(session);
  } catch (error) {
    if (!adapter.isUnauthorized(error)) throw error;
  }
  session = await refreshed();
  try {
    return await work(session);
  } catch (error) {
    if (adapter.isUnauthorized(error)) return reset();
    throw error;
  }
}
