import type { CrmProvider } from '../../contract/crm.ts';
import type { CrmConnection, CrmTokens, RefreshedTokens } from './connections.ts';

/** Why connecting failed: a short code for the log (and HubSpot's error page) and a sentence for the user. */
interface ConnectFailure {
  code: string;
  message: string;
}

/**
 * One CRM seen the same way by the OAuth flow and `withCrmToken`: what differs between Salesforce and HubSpot is
 * here, so the flows themselves are written once. `Session` is what an API call needs from a stored connection.
 */
export interface CrmAdapter<Session> {
  provider: CrmProvider;
  authorizeUrl(state: string, codeChallenge: string): string;
  /** The consent's code exchanged for the tokens to store, with the account's name when the provider gives it. */
  connect(code: string, codeVerifier: string, now: Date): Promise<CrmTokens>;
  /** What calls need from a connection, or null when it cannot make any (the user connects again). */
  session(connection: CrmTokens): Session | null;
  refresh(refreshToken: string, now: Date): Promise<RefreshedTokens>;
  /** An API call's failure meaning the access token is no longer good. */
  isUnauthorized(error: unknown): boolean;
  /** A refresh the provider refused (revoked or expired refresh token), as opposed to the provider being unwell. */
  isRefused(error: unknown): boolean;
  /** What a refresh that failed otherwise becomes. */
  refreshFailed(error: unknown): unknown;
  revoke(token: string): Promise<void>;
  /** The provider's HTTP status in a failure of its own, for logs and codes. */
  statusOf(error: unknown): number | undefined;
  /** Where the browser lands when connecting failed (`returnTo` is null when the state was not ours). */
  failedRedirect(failure: ConnectFailure, returnTo: string | null): string;
}

/**
 * The token that ends the grant when revoked. Salesforce revokes a refresh token with every access token issued
 * from it, or an access token alone; HubSpot's API deletes only refresh tokens (an access token lapses in hours).
 */
export function revocableToken(provider: CrmProvider, connection: CrmConnection | null): string | null {
  if (!connection) return null;
  return provider === 'salesforce'
    ? (connection.refreshToken ?? connection.accessToken)
    : connection.refreshToken;
}
