import { describe, expect, it } from 'vitest';
import { latestMail } from '#server/mail/outbox.ts';
import { NEW_PASSWORD_TOO_SHORT } from './password-policy.ts';
import { createAccountsApp } from './testing/accounts-app.ts';

describe('a new password (change or reset) needs 8–128 characters; sign-up keeps 6', async () => {
  const t = await createAccountsApp({ TRUST_PROXY: 'true' });
  let ipSequence = 0;
  const ip = () => `10.13.${Math.floor(++ipSequence / 200)}.${ipSequence % 200}`;

  async function signedInUser(password: string) {
    const email = t.uniqueEmail('policy');
    expect((await t.signUp(email, password, ip())).status).toBe(200);
    const session = await t.signIn(email, password, ip());
    expect(session.response.status).toBe(200);
    return { email, ...session };
  }

  const change = (cookie: string, currentPassword: string, newPassword: string) =>
    t.call('/api/auth/change-password', { json: { currentPassword, newPassword }, cookie, ip: ip() });

  it('refuses a 7-character new password in a change with 400 and the hint text, and keeps the old one', async () => {
    const { email, cookie } = await signedInUser('six666');
    const short = await change(cookie, 'six666', 'seven77');
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ message: NEW_PASSWORD_TOO_SHORT, code: 'PASSWORD_TOO_SHORT' });
    // Nothing changed: the session still works and the old password still signs in.
    expect((await t.call('/api/me', { cookie })).status).toBe(200);
    expect((await t.signIn(email, 'six666', ip())).response.status).toBe(200);
  });

  it('refuses 129 characters and accepts 8 in a change', async () => {
    const { email, cookie } = await signedInUser('six666');
    expect((await change(cookie, 'six666', 'x'.repeat(129))).status).toBe(400);
    expect((await change(cookie, 'six666', 'eight888')).status).toBe(200);
    expect((await t.signIn(email, 'eight888', ip())).response.status).toBe(200);
  });

  it('refuses a 7-character password from a reset link without spending the link', async () => {
    const email = t.uniqueEmail('policy-reset');
    await t.signUp(email, 'six666', ip());
    await t.call('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/reset-password' },
      ip: ip(),
    });
    const mail = await latestMail(t.config.DATA_DIR, email, 'Reset');
    const token = new URL(mail?.links[0] ?? '').searchParams.get('token') ?? '';
    const short = await t.call('/api/auth/reset-password', {
      json: { token, newPassword: 'seven77' },
      ip: ip(),
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ message: NEW_PASSWORD_TOO_SHORT });
    const ok = await t.call('/api/auth/reset-password', {
      json: { token, newPassword: 'eight888' },
      ip: ip(),
    });
    expect(ok.status).toBe(200);
    expect((await t.signIn(email, 'eight888', ip())).response.status).toBe(200);
  });

  it('never answers 500 to a malformed change or reset body', async () => {
    const { cookie } = await signedInUser('six666');
    for (const json of [{}, { newPassword: 42 }, { currentPassword: null, newPassword: ['x'] }]) {
      expect((await t.call('/api/auth/change-password', { json, cookie, ip: ip() })).status).toBe(400);
      expect((await t.call('/api/auth/reset-password', { json, ip: ip() })).status).toBe(400);
    }
  });
});
