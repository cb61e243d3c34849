import type { Logger } from 'pino';
import type { CrmAdapter } from '../crm-adapter.ts';
import { type SalesforceClient, SalesforceHttpError } from './salesforce-client.ts';
import { salesforceFailure } from './salesforce-failure.ts';

/** A Salesforce call needs the org's API host as well as the token. */
export interface SalesforceSession {
  instanceUrl: string;
  accessToken: string;
}

const status = (error: unknown, ...statuses: number[]) =>
  error instanceof SalesforceHttpError && statuses.includes(error.status);

export function salesforceAdapter(client: SalesforceClient, log: Logger): CrmAdapter<SalesforceSession> {
  return {
    provider: 'salesforce',
    authorizeUrl: (state, codeChallenge) => client.authorizeUrl(state, codeChallenge),
    async connect(code, codeVerifier) {
      const tokens = await client.exchangeCode(code, codeVerifier);
      const username = await client.username(tokens.instance_url, tokens.access_token).catch(() => null);
      return {
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? null,
        instanceUrl: tokens.instance_url,
        accountName: username,
        accessExpiresAt: null,
      };
    },
    session: ({ instanceUrl, accessToken }) => (instanceUrl ? { instanceUrl, accessToken } : null),
    async refresh(refreshToken) {
      const tokens = await client.refresh(refreshToken);
      return {
        accessToken: tokens.access_token,
        accessExpiresAt: null,
        refreshToken: tokens.refresh_token,
        instanceUrl: tokens.instance_url,
      };
    },
    isUnauthorized: (error) => status(error, 401),
    // invalid_grant (revoked or expired refresh token) comes back as 400.
    isRefused: (error) => status(error, 400, 401),
    refreshFailed: (error) =>
      salesforceFailure(log, error, {
        code: 'SALESFORCE_UNAVAILABLE',
        message: 'Failed to connect to Salesforce',
      }),
    revoke: (token) => client.revoke(token),
    statusOf: (error) => (error instanceof SalesforceHttpError ? error.status : undefined),
    failedRedirect(_failure, returnTo) {
      const path = returnTo ?? '/account';
      return `${path}${path.includes('?') ? '&' : '?'}salesforce=failed`;
    },
  };
}
