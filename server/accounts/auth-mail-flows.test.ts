import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { latestMail } from '#server/mail/outbox.ts';
import { user } from './schema.ts';
import { cookieOf, createAccountsApp } from './testing/accounts-app.ts';

describe('e-mail verification (required by REQUIRE_EMAIL_VERIFICATION, mail in the outbox)', async () => {
  const t = await createAccountsApp({ TRUST_PROXY: 'true', REQUIRE_EMAIL_VERIFICATION: 'true' });
  const password = 'correct horse battery';

  it('blocks sign-in until the link from the e-mail is followed', async () => {
    const email = t.uniqueEmail();
    expect(
      (
        await t.call('/api/auth/sign-up/email', {
          json: { email, password, name: 'V' },
          ip: '10.10.0.1',
        })
      ).status,
    ).toBe(200);
    expect(await latestMail(t.config.DATA_DIR, email, 'Verify')).toBeDefined();
    // A wrong password answers as for any address: only the right one learns that verification is pending.
    expect((await t.signIn(email, 'not the password', '10.10.0.6')).response.status).toBe(401);
    const blocked = await t.signIn(email, password, '10.10.0.2');
    expect(blocked.response.status).toBe(403);
    expect(await blocked.response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(blocked.cookie).not.toContain('session_token');
    expect(blocked.response.headers.get('set-auth-token')).toBeNull();

    // The sign-in attempt mailed a fresh link; it too returns to the callback page.
    const mail = await latestMail(t.config.DATA_DIR, email, 'Verify');
    const link = new URL(mail?.links[0] ?? '');
    expect(link.pathname).toBe('/api/auth/verify-email');
    const verified = await t.call(`${link.pathname}${link.search}`, { ip: '10.10.0.3' });
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/auth/callback?verified=1');
    expect((await t.signIn(email, password, '10.10.0.4')).response.status).toBe(200);
  });

  it('rejects a tampered verification token', async () => {
    const response = await t.call('/api/auth/verify-email?token=not-a-token&callbackURL=%2Fauth%2Fcallback', {
      ip: '10.10.0.5',
    });
    expect(response.headers.get('location')).toMatch(/error=/);
  });
});

describe('password reset by e-mail', async () => {
  const t = await createAccountsApp({ TRUST_PROXY: 'true' });

  it('sets a new password from the link, revokes old sessions, and the link works once', async () => {
    const email = t.uniqueEmail();
    await t.signUp(email, 'the old password', '10.11.0.1');
    const old = await t.signIn(email, 'the old password', '10.11.0.2');
    await t.call('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/reset-password' },
      ip: '10.11.0.3',
    });
    const mail = await latestMail(t.config.DATA_DIR, email, 'Reset');
    const token = new URL(mail?.links[0] ?? '').searchParams.get('token') ?? '';
    const reset = await t.call('/api/auth/reset-password', {
      json: { token, newPassword: 'the new password' },
      ip: '10.11.0.4',
    });
    expect(reset.status).toBe(200);
    expect((await t.call('/api/me', { cookie: old.cookie })).status).toBe(401);
    expect((await t.signIn(email, 'the old password', '10.11.0.5')).response.status).toBe(401);
    expect((await t.signIn(email, 'the new password', '10.11.0.6')).response.status).toBe(200);
    const again = await t.call('/api/auth/reset-password', {
      json: { token, newPassword: 'yet another password' },
      ip: '10.11.0.7',
    });
    expect(again.status).toBe(400);
    expect(await latestMail(t.config.DATA_DIR, email, 'password was changed')).toBeDefined();
  });
});

describe('sign-up when the mail cannot be sent', async () => {
  // A closed local port: SMTP is configured (so verification is required) but every delivery fails.
  const broken = await createAccountsApp({ TRUST_PROXY: 'true', SMTP_URL: 'smtp://127.0.0.1:1' });

  it('answers 503, keeps no half-created account, and the same address can sign up again later', async () => {
    const email = broken.uniqueEmail();
    const response = await broken.signUp(email, 'correct horse battery', '10.12.0.1');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'MAIL_NOT_SENT' });
    expect(await broken.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    expect(cookieOf(response)).not.toContain('session_token');

    const working = await createAccountsApp({ TRUST_PROXY: 'true' }, broken.database);
    expect((await working.signUp(email, 'correct horse battery', '10.12.0.2')).status).toBe(200);
    expect(await working.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
  });
});
