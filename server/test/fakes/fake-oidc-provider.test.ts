import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOidcProvider, startFakeOidcProvider } from './fake-oidc-provider.ts';
import { signInAtFakeProvider } from './fake-oidc-sign-in.ts';

const REDIRECT_URI = 'http://127.0.0.1:3999/api/auth/sso/callback';
const CLIENT = { clientId: 'app', clientSecret: 'app-secret', redirectUris: [REDIRECT_URI] };

let provider: FakeOidcProvider;
beforeAll(async () => {
  provider = await startFakeOidcProvider({ clients: [CLIENT] });
});
afterAll(() => provider.close());

/** What the app's server does: discovery (over plain HTTP, allowed for the local provider) with its client. */
async function discover(auth: client.ClientAuth = client.ClientSecretBasic(CLIENT.clientSecret)) {
  return client.discovery(new URL(provider.issuer), CLIENT.clientId, undefined, auth, {
    execute: [client.allowInsecureRequests],
  });
}

/** One whole sign-in as the relying party runs it: authorization URL with PKCE, state and nonce, then the code. */
async function signIn(config: client.Configuration, email: string) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const callback = await signInAtFakeProvider(url, email);
  expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
  return client.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: verifier,
    expectedState: state,
    expectedNonce: nonce,
    idTokenExpected: true,
  });
}

describe('the fake OpenID provider', () => {
  it('publishes discovery and keys under its exact base URL', async () => {
    expect(provider.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const config = await discover();
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(provider.issuer);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(['client_secret_basic', 'client_secret_post']),
    );
    const keys = (await (await fetch(metadata.jwks_uri!)).json()) as { keys: { kty: string; d?: string }[] };
    expect(keys.keys).toEqual([expect.objectContaining({ kty: 'RSA' })]);
    expect(keys.keys[0]).not.toHaveProperty('d');
  });

  it('signs a person in through the login form and puts the verified e-mail in the ID token', async () => {
    const tokens = await signIn(await discover(), 'Jane.Doe@Acme.test');
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({
      iss: provider.issuer,
      aud: CLIENT.clientId,
      email: 'Jane.Doe@Acme.test',
      email_verified: true,
      name: 'Jane Doe',
    });
    const userInfo = await client.fetchUserInfo(await discover(), tokens.access_token, claims.sub);
    expect(userInfo).toMatchObject({ sub: claims.sub, email: 'Jane.Doe@Acme.test', email_verified: true });
  });

  it('gives the same address the same subject every time, whatever its case, and another one another', async () => {
    const config = await discover(client.ClientSecretPost(CLIENT.clientSecret));
    const first = (await signIn(config, 'sam@acme.test')).claims()!;
    const again = (await signIn(config, 'SAM@acme.test')).claims()!;
    const other = (await signIn(config, 'alex@acme.test')).claims()!;
    expect(again.sub).toBe(first.sub);
    expect(other.sub).not.toBe(first.sub);
  });

  it('refuses an authorization request without PKCE, and a redirect URI it does not know', async () => {
    const config = await discover();
    const noPkce = client.buildAuthorizationUrl(config, { redirect_uri: REDIRECT_URI, scope: 'openid' });
    const refused = await signInAtFakeProvider(noPkce, 'sam@acme.test');
    expect(refused.searchParams.get('error')).toBe('invalid_request');

    const elsewhere = client.buildAuthorizationUrl(config, {
      redirect_uri: 'http://127.0.0.1:3999/elsewhere',
      scope: 'openid',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    await expect(signInAtFakeProvider(elsewhere, 'sam@acme.test')).rejects.toThrow(
      /answered 400.*redirect_uri/s,
    );
  });

  it('rejects a code exchanged with the wrong secret', async () => {
    const config = await discover(client.ClientSecretBasic('wrong-secret'));
    await expect(signIn(config, 'sam@acme.test')).rejects.toMatchObject({
      status: 401,
      cause: [expect.objectContaining({ parameters: expect.objectContaining({ error: 'invalid_client' }) })],
    });
  });
});
