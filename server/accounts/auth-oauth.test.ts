import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, user } from './schema.ts';
import { cookieOf, createAccountsApp } from './testing/accounts-app.ts';

/** An unsigned id_token: Google's provider reads the claims from the token endpoint's (TLS) answer. */
function idToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ iss: 'https://accounts.google.com', aud: 'google-client', ...claims })}.`;
}

/** Google's token endpoint, faked: answers with the claims the current test wants, and records what it got. */
const google = { claims: {} as Record<string, unknown>, lastBody: '' };
const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith('https://oauth2.googleapis.com/token')) {
      google.lastBody = input instanceof Request ? await input.text() : String(init?.body ?? '');
      return Response.json({
        access_token: 'at',
        token_type: 'Bearer',
        expires_in: 3600,
        id_token: idToken(google.claims),
      });
    }
    return realFetch(input, init);
  };
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

describe('Google sign-in: state, PKCE, and linking only verified addresses', async () => {
  const t = await createAccountsApp({
    TRUST_PROXY: 'true',
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
  });
  let ipSequence = 0;
  const ip = () => `10.9.0.${++ipSequence}`;

  async function start() {
    const response = await t.call('/api/auth/sign-in/social', {
      json: { provider: 'google', callbackURL: '/auth/callback', errorCallbackURL: '/auth/callback' },
      ip: ip(),
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    return { authorize: new URL(url), cookie: cookieOf(response) };
  }

  it('sends state and an S256 PKCE challenge to Google', async () => {
    const { authorize } = await start();
    expect(authorize.origin).toBe('https://accounts.google.com');
    expect(authorize.searchParams.get('state')?.length).toBeGreaterThan(20);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')?.length).toBeGreaterThan(40);
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');
  });

  it('refuses a callback whose state was not issued to this browser, without calling Google', async () => {
    const { authorize } = await start();
    google.lastBody = '';
    const forged = await t.call(
      `/api/auth/callback/google?code=abc&state=${authorize.searchParams.get('state')}`,
      {
        ip: ip(),
      },
    );
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toMatch(/error=/);
    expect(cookieOf(forged)).not.toContain('session_token');
    expect(google.lastBody).toBe('');
  });

  it('completes with the right state, sending the PKCE verifier, and creates the user', async () => {
    google.claims = { sub: 'g-1', email: 'new.google@example.com', email_verified: true, name: 'G User' };
    const { authorize, cookie } = await start();
    const done = await t.call(
      `/api/auth/callback/google?code=abc&state=${authorize.searchParams.get('state')}`,
      {
        cookie,
        ip: ip(),
      },
    );
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/auth/callback');
    expect(new URLSearchParams(google.lastBody).get('code_verifier')?.length).toBeGreaterThan(40);
    expect((await t.call('/api/me', { cookie: cookieOf(done) })).status).toBe(200);
  });

  it('never links an unverified provider e-mail to an existing account', async () => {
    const email = t.uniqueEmail('victim');
    await t.signUp(email, 'correct horse battery', ip());
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    google.claims = { sub: 'g-attacker', email, email_verified: false, name: 'Attacker' };
    const { authorize, cookie } = await start();
    const done = await t.call(
      `/api/auth/callback/google?code=abc&state=${authorize.searchParams.get('state')}`,
      {
        cookie,
        ip: ip(),
      },
    );
    expect(done.headers.get('location')).toMatch(/error=account_not_linked/);
    expect(cookieOf(done)).not.toContain('session_token');
    const [victim] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const linked = await t.db
      .select()
      .from(account)
      .where(eq(account.userId, victim?.id ?? ''));
    expect(linked.map((row) => row.providerId)).toEqual(['credential']);
  });

  it('reports which providers are configured', async () => {
    const config = (await (await t.call('/api/public-config')).json()) as { providers: unknown };
    expect(config.providers).toEqual({ google: true, linkedin: false });
  });
});
