import { describe, expect, it } from 'vitest';
import { cookieOf, createAccountsApp } from './testing/accounts-app.ts';
import { totpFromUri } from './testing/totp.ts';

/**
 * Security promise "Browser sessions live in the HttpOnly cookie only": no answer of a browser flow (sign-up,
 * sign-in, 2FA, session, password change) carries the session token in its body or in a `set-auth-token` header,
 * and a session token sent as `Authorization: Bearer` is not accepted.
 */
const PERIOD = 30_000;

describe('browser sessions never hand their token to scripts', async () => {
  const t = await createAccountsApp({ TRUST_PROXY: 'true' });
  const password = 'correct horse battery';
  let ipSequence = 0;
  const ip = () => `10.12.0.${++ipSequence}`;

  /** The raw session token inside the signed cookie `…session_token=<token>.<signature>`. */
  const tokenOf = (cookie: string) => /session_token=([^.;]+)/.exec(decodeURIComponent(cookie))?.[1] ?? '';

  async function expectNoToken(response: Response, token: string) {
    expect(response.headers.get('set-auth-token')).toBeNull();
    const text = await response.clone().text();
    if (token) expect(text).not.toContain(token);
    if (text.startsWith('{')) {
      const body = JSON.parse(text) as { token?: unknown; session?: { token?: unknown } };
      expect(body.token).toBeUndefined();
      expect(body.session?.token).toBeUndefined();
    }
  }

  it('sign-up, sign-in and get-session', async () => {
    const email = t.uniqueEmail();
    await expectNoToken(await t.signUp(email, password, ip()), '');
    const { response, cookie } = await t.signIn(email, password, ip());
    expect(response.status).toBe(200);
    const token = tokenOf(cookie);
    expect(token.length).toBeGreaterThan(10);
    await expectNoToken(response, token);
    const session = await t.call('/api/auth/get-session', { cookie });
    expect(session.status).toBe(200);
    await expectNoToken(session, token);
  });

  it('refuses the session token as a bearer token', async () => {
    const email = t.uniqueEmail();
    await t.signUp(email, password, ip());
    const { cookie } = await t.signIn(email, password, ip());
    const token = tokenOf(cookie);
    expect((await t.call('/api/me', { bearer: token })).status).toBe(401);
    expect((await t.call('/api/auth/get-session', { bearer: token })).status).toBe(200);
    expect(await (await t.call('/api/auth/get-session', { bearer: token })).json()).toBeNull();
  });

  it('password change', async () => {
    const email = t.uniqueEmail();
    await t.signUp(email, password, ip());
    const { cookie } = await t.signIn(email, password, ip());
    const change = await t.call('/api/auth/change-password', {
      json: { currentPassword: password, newPassword: 'a brand new password' },
      cookie,
      ip: ip(),
    });
    expect(change.status).toBe(200);
    await expectNoToken(change, tokenOf(cookieOf(change)));
  });

  it('the two-factor password step and the code step', async () => {
    const email = t.uniqueEmail();
    await t.signUp(email, password, ip());
    const { cookie } = await t.signIn(email, password, ip());
    const enable = await t.call('/api/auth/two-factor/enable', { json: { password }, cookie, ip: ip() });
    const { totpURI } = (await enable.json()) as { totpURI: string };
    const turnOn = await t.call('/api/auth/two-factor/verify-totp', {
      json: { code: totpFromUri(totpURI, Date.now() - PERIOD) },
      cookie,
      ip: ip(),
    });
    expect(turnOn.status).toBe(200);
    await expectNoToken(turnOn, tokenOf(cookieOf(turnOn)));

    const { response: passwordStep, cookie: challenge } = await t.signIn(email, password, ip());
    expect(passwordStep.status).toBe(200);
    await expectNoToken(passwordStep, '');
    expect(await passwordStep.json()).toMatchObject({ twoFactorRedirect: true });
    const codeStep = await t.call('/api/auth/two-factor/verify-totp', {
      json: { code: totpFromUri(totpURI) },
      cookie: challenge,
      ip: ip(),
    });
    expect(codeStep.status).toBe(200);
    await expectNoToken(codeStep, tokenOf(cookieOf(codeStep)));
  });
});
