import type { CrmAdapter } from '../crm-adapter.ts';
import { HubspotCallError, type HubspotClient } from './hubspot-client.ts';

const status = (error: unknown, ...statuses: number[]) =>
  error instanceof HubspotCallError && statuses.includes(error.status);

/** A HubSpot call needs only the access token (HubSpot's OAuth has no PKCE: the challenge is not sent). */
export function hubspotAdapter(client: HubspotClient): CrmAdapter<string> {
  const expiry = (now: Date, expiresIn: number) => new Date(now.getTime() + expiresIn * 1000);
  return {
    provider: 'hubspot',
    authorizeUrl: (state) => client.authorizeUrl(state),
    async connect(code, _codeVerifier, now) {
      const tokens = await client.exchangeCode(code);
      const portal = await client.portalName(tokens.accessToken).catch(() => null);
      return {
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        instanceUrl: null,
        accountName: portal,
        accessExpiresAt: expiry(now, tokens.expiresIn),
      };
    },
    session: ({ accessToken }) => accessToken,
    async refresh(refreshToken, now) {
      const tokens = await client.refresh(refreshToken);
      return {
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        accessExpiresAt: expiry(now, tokens.expiresIn),
      };
    },
    isUnauthorized: (error) => status(error, 401),
    // BAD_REFRESH_TOKEN (revoked, app uninstalled) is a 400.
    isRefused: (error) => status(error, 400, 401),
    refreshFailed: (error) => error,
    revoke: (token) => client.revoke(token),
    statusOf: (error) => (error instanceof HubspotCallError ? error.status : undefined),
    failedRedirect: ({ code, message }) => `/hubspot-error?${new URLSearchParams({ code, message })}`,
  };
}
