import { describe, expect, it } from 'vitest';
import { cookieOf, createAccountsApp } from './testing/accounts-app.ts';
import { totpFromUri } from './testing/totp.ts';

const PERIOD = 30_000;

describe('TOTP two-factor authentication', async () => {
  const t = await createAccountsApp({ TRUST_PROXY: 'true' });
  const password = 'correct horse battery';
  let ipSequence = 0;
  const ip = () => `10.8.0.${++ipSequence}`;

  /** A user with 2FA switched on; returns the otpauth URI. */
  async function userWithTwoFactor() {
    const email = t.uniqueEmail();
    await t.signUp(email, password, ip());
    const { cookie } = await t.signIn(email, password, ip());
    const enable = await t.call('/api/auth/two-factor/enable', { json: { password }, cookie, ip: ip() });
    expect(enable.status).toBe(200);
    const { totpURI } = (await enable.json()) as { totpURI: string };
    // Not on until one code proves the app is set up.
    expect((await t.signIn(email, password, ip())).response.status).toBe(200);
    const verify = await t.call('/api/auth/two-factor/verify-totp', {
      json: { code: totpFromUri(totpURI, Date.now() - PERIOD) },
      cookie,
      ip: ip(),
    });
    expect(verify.status).toBe(200);
    // Turning 2FA on rotates the session: the browser keeps the new cookie.
    return { email, totpURI, session: cookieOf(verify) };
  }

  async function startSignIn(email: string) {
    const { response } = await t.signIn(email, password, ip());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ twoFactorRedirect: true });
    // No session yet: only the short-lived two-factor challenge cookie.
    const challenge = cookieOf(response);
    expect(challenge).toContain('two_factor');
    expect(challenge).not.toContain('session_token');
    return challenge;
  }

  it('asks for a code after the password, and signs in with a valid one', async () => {
    const { email, totpURI } = await userWithTwoFactor();
    const challenge = await startSignIn(email);
    const verify = await t.call('/api/auth/two-factor/verify-totp', {
      json: { code: totpFromUri(totpURI) },
      cookie: challenge,
      ip: ip(),
    });
    expect(verify.status).toBe(200);
    const session = cookieOf(verify);
    expect((await t.call('/api/me', { cookie: session })).status).toBe(200);
  });

  it('accepts a code only once', async () => {
    const { email, totpURI } = await userWithTwoFactor();
    const code = totpFromUri(totpURI);
    const first = await t.call('/api/auth/two-factor/verify-totp', {
      json: { code },
      cookie: await startSignIn(email),
      ip: ip(),
    });
    expect(first.status).toBe(200);
    const replay = await t.call('/api/auth/two-factor/verify-totp', {
      json: { code },
      cookie: await startSignIn(email),
      ip: ip(),
    });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ code: 'TOTP_CODE_REUSED' });
  });

  it('caps wrong codes per challenge: after 5 the challenge is void, even for the right code', async () => {
    const { email, totpURI } = await userWithTwoFactor();
    const challenge = await startSignIn(email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await t.call('/api/auth/two-factor/verify-totp', {
        json: { code: String((Number(totpFromUri(totpURI)) + 1 + attempt) % 1_000_000).padStart(6, '0') },
        cookie: challenge,
        ip: ip(),
      });
      statuses.push(wrong.status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    const right = await t.call('/api/auth/two-factor/verify-totp', {
      json: { code: totpFromUri(totpURI) },
      cookie: challenge,
      ip: ip(),
    });
    expect(right.status).not.toBe(200);
    expect(cookieOf(right)).not.toContain('session_token');
  });

  it('can be switched off with the password, after which sign-in needs no code', async () => {
    const { email, session } = await userWithTwoFactor();
    const wrong = await t.call('/api/auth/two-factor/disable', {
      json: { password: 'not my password' },
      cookie: session,
      ip: ip(),
    });
    expect(wrong.status).toBe(400);
    const off = await t.call('/api/auth/two-factor/disable', {
      json: { password },
      cookie: session,
      ip: ip(),
    });
    expect(off.status).toBe(200);
    const { response } = await t.signIn(email, password, ip());
    expect(await response.json()).not.toHaveProperty('twoFactorRedirect');
  });
});
