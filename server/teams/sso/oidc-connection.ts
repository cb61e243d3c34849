import * as oidc from 'openid-client';

/*
 * The OpenID Connect adapter (ADR 0325): openid-client does discovery, PKCE, state and nonce checks and ID token
 * validation. The team's issuer is its base URL; discovery results are kept for a few minutes per connection so a
 * burst of sign-ins does not ask the provider each time, and a changed connection is a different cache key.
 */

export interface OidcConnection {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AuthorizationRequest {
  url: string;
  codeVerifier: string;
  nonce: string;
}

export interface OidcIdentity {
  subject: string;
  email: string | null;
  /** False only when the provider says the address is not verified. */
  emailVerified: boolean;
  name: string | null;
}

export class OidcError extends Error {}

const DISCOVERY_TTL_MS = 5 * 60 * 1000;
const SCOPE = 'openid email profile';
const discovered = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

function isLocal(issuer: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(issuer).hostname);
}

/** Discovery of the connection; plain http only for a provider on this machine (the contract refuses others). */
export function discover(connection: OidcConnection, now = Date.now()): Promise<oidc.Configuration> {
  const key = `${connection.issuer}\n${connection.clientId}\n${connection.clientSecret}`;
  const cached = discovered.get(key);
  if (cached && now - cached.at < DISCOVERY_TTL_MS) return cached.config;
  const config = oidc
    .discovery(
      new URL(connection.issuer),
      connection.clientId,
      connection.clientSecret,
      undefined,
      isLocal(connection.issuer) ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
    )
    .catch((error: unknown) => {
      discovered.delete(key);
      throw new OidcError(`OpenID discovery at ${connection.issuer} failed: ${(error as Error).message}`);
    });
  // Changed connections leave their old keys behind: drop what has expired before adding.
  for (const [old, entry] of discovered) if (now - entry.at >= DISCOVERY_TTL_MS) discovered.delete(old);
  discovered.set(key, { at: now, config });
  return config;
}

export async function beginAuthorization(
  connection: OidcConnection,
  input: { redirectUri: string; state: string; loginHint: string },
): Promise<AuthorizationRequest> {
  const config = await discover(connection);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: input.redirectUri,
    scope: SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state: input.state,
    nonce,
    login_hint: input.loginHint,
  });
  return { url: url.href, codeVerifier, nonce };
}

/** Exchanges the code the provider sent back and returns who signed in, from the validated ID token. */
export async function finishAuthorization(
  connection: OidcConnection,
  input: { callbackUrl: URL; redirectUri: string; state: string; codeVerifier: string; nonce: string },
): Promise<OidcIdentity> {
  const config = await discover(connection);
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(
      config,
      input.callbackUrl,
      {
        pkceCodeVerifier: input.codeVerifier,
        expectedState: input.state,
        expectedNonce: input.nonce,
        idTokenExpected: true,
      },
      { redirect_uri: input.redirectUri },
    );
    claims = tokens.claims();
  } catch (error) {
    throw new OidcError(`The identity provider's answer was refused: ${(error as Error).message}`);
  }
  if (!claims) throw new OidcError('The identity provider sent no ID token');
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {
    subject: claims.sub,
    email: text(claims.email)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified !== false,
    name: text(claims.name),
  };
}
