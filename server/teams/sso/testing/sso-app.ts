import { afterAll, expect } from 'vitest';
import { createTestApp, sessionCookie, TEST_ORIGIN, type TestUser } from '#server/test/create-test-app.ts';
import { startFakeDns } from '#server/test/fakes/fake-dns.ts';
import { startFakeOidcProvider } from '#server/test/fakes/fake-oidc-provider.ts';
import { signInAtFakeProvider } from '#server/test/fakes/fake-oidc-sign-in.ts';
import { teamHelpers } from '../../testing/teams-app.ts';

/*
 * Team single sign-on tests (ADR 0325) run end to end: the real `openid-client` against a real OpenID provider
 * (oidc-provider, on a local port) and the real `node:dns` resolver against a local fake DNS. Call inside a
 * `describe`: the provider and the DNS server close after the file.
 */
export const SSO_CLIENT = { clientId: 'tenkai-test', clientSecret: 'test-client-secret-0123' };
export const SSO_REDIRECT_URI = `${TEST_ORIGIN}/api/auth/sso/callback`;
const SITE_ADMIN = 'root@example.com';

export async function createSsoTestApp() {
  const dns = await startFakeDns();
  const provider = await startFakeOidcProvider({
    clients: [{ ...SSO_CLIENT, redirectUris: [SSO_REDIRECT_URI] }],
  });
  afterAll(async () => {
    await provider.close();
    await dns.close();
  });
  // Behind a proxy, so each password sign-in comes from its own address (Better Auth limits 3 per 10 s).
  const t = await createTestApp({
    env: {
      DNS_SERVERS: dns.server,
      SSO_ALLOW_LOOPBACK_ISSUER: 'true',
      ADMIN_EMAILS: SITE_ADMIN,
      TRUST_PROXY: 'true',
    },
  });
  const h = teamHelpers(t);
  const siteAdmin = await t.signUp({ email: SITE_ADMIN });
  let domainSequence = 0;
  let ipSequence = 0;

  const sso = (as: TestUser, teamId: string, path = '', init: { method?: string; json?: unknown } = {}) =>
    t.request(`/api/teams/${teamId}/sso${path}`, { as, ...init });
  const enterprise = (teamId: string, on = true) =>
    t.request(`/api/admin/teams/${teamId}/enterprise`, {
      as: siteAdmin,
      method: 'PUT',
      json: { enterprise: on },
    });
  // The test app checks every answer against the contract's response schema, so reading them loosely is safe here.
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; their shape is checked by the contract
  const body = async (response: Response) => (await response.json()) as Record<string, any>;

  /** An Enterprise team with a verified domain and a saved connection to the local provider. */
  async function readyTeam() {
    const owner = await t.signUp();
    const team = await h.createTeam(owner);
    const domain = `acme${++domainSequence}-${Date.now()}.test`;
    expect((await enterprise(team.id)).status).toBe(200);
    const claimed = await body(await sso(owner, team.id, '/domain', { method: 'PUT', json: { domain } }));
    dns.setTxt(claimed.sso.verification.name, [claimed.sso.verification.value]);
    expect((await sso(owner, team.id, '/domain/verify', { method: 'POST' })).status).toBe(200);
    const connection = await sso(owner, team.id, '/connection', {
      method: 'PUT',
      json: { issuer: provider.issuer, ...SSO_CLIENT },
    });
    expect(connection.status).toBe(200);
    return { owner, team, domain };
  }

  /** A browser signing in with SSO: start, the provider's form, then the callback with the state cookie. */
  async function signInWithSso(email: string, options: { stateCookie?: string } = {}) {
    // Each from its own address, as people do: starts are limited per address.
    const started = await t.request('/api/sso/start', {
      json: { email },
      headers: { 'x-forwarded-for': `198.51.100.${++ipSequence}` },
    });
    expect(started.status).toBe(200);
    const { url } = await body(started);
    const stateCookie = options.stateCookie ?? sessionCookie(started);
    const back = await signInAtFakeProvider(url, email);
    const callback = await t.request(`${back.pathname}${back.search}`, { headers: { cookie: stateCookie } });
    return { callback, back, stateCookie };
  }

  const passwordSignIn = (email: string, password: string) =>
    t.request('/api/auth/sign-in/email', {
      json: { email, password },
      headers: { 'x-forwarded-for': `198.51.100.${++ipSequence}` },
    });

  return { t, h, dns, provider, siteAdmin, sso, enterprise, body, readyTeam, signInWithSso, passwordSignIn };
}
