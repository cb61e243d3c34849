import type { Logger } from 'pino';
import type { ConnectionStore } from '../connections.ts';
import { crmErrors } from '../crm-errors.ts';
import { HubspotCallError, type HubspotClient } from './hubspot-client.ts';

export interface HubspotDeps {
  store: ConnectionStore;
  client: HubspotClient;
  log: Logger;
  clock: () => Date;
}

/** Refresh a little before HubSpot's 30-minute access token runs out rather than fail a call on the edge. */
const EXPIRY_MARGIN_MS = 60_000;

async function reset(deps: HubspotDeps, userId: string): Promise<never> {
  await deps.store.remove(userId, 'hubspot');
  throw crmErrors.hubspotAuthRequired();
}

async function refreshed(deps: HubspotDeps, userId: string, refreshToken: string | null): Promise<string> {
  if (!refreshToken) return reset(deps, userId);
  try {
    const tokens = await deps.client.refresh(refreshToken);
    await deps.store.updateTokens(userId, 'hubspot', {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      accessExpiresAt: new Date(deps.clock().getTime() + tokens.expiresIn * 1000),
    });
    return tokens.accessToken;
  } catch (error) {
    // BAD_REFRESH_TOKEN (revoked, app uninstalled) is a 400; other failures are HubSpot being unwell.
    if (error instanceof HubspotCallError && (error.status === 400 || error.status === 401)) {
      deps.log.info({ userId }, 'hubspot refresh refused');
      return reset(deps, userId);
    }
    throw error;
  }
}

/**
 * Runs HubSpot calls with a live access token: refreshed when it is about to expire, and refreshed once more
 * (then retried once) if HubSpot still answers 401. A refused refresh removes the connection.
 */
export async function withHubspot<T>(
  deps: HubspotDeps,
  userId: string,
  work: (accessToken: string) => Promise<T>,
): Promise<T> {
  const connection = await deps.store.get(userId, 'hubspot');
  if (!connection) throw crmErrors.hubspotAuthRequired();
  let token = connection.accessToken;
  const expiresAt = connection.accessExpiresAt?.getTime();
  if (expiresAt !== undefined && expiresAt - EXPIRY_MARGIN_MS <= deps.clock().getTime()) {
    token = await refreshed(deps, userId, connection.refreshToken);
  }
  try {
    return await work(token);
  } catch (error) {
    if (!(error instanceof HubspotCallError && error.status === 401)) throw error;
  }
  token = await refreshed(deps, userId, connection.refreshToken);
  try {
    return await work(token);
  } catch (error) {
    if (error instanceof HubspotCallError && error.status === 401) return reset(deps, userId);
    throw error;
  }
}
