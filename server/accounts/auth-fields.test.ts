import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '#server/billing/schema.ts';
import { user } from './schema.ts';
import { createAccountsApp } from './testing/accounts-app.ts';

describe('privileged fields cannot be set by the caller', async () => {
  const t = await createAccountsApp({ TRUST_PROXY: 'true', ADMIN_EMAILS: 'boss@example.com' });

  it('ignores or refuses role, plan, usage and verification flags in a sign-up body', async () => {
    const email = t.uniqueEmail();
    const response = await t.call('/api/auth/sign-up/email', {
      json: {
        email,
        password: 'correct horse battery',
        name: 'Mallory',
        role: 'admin',
        plan: 'pro',
        planType: 'pro',
        usage: 0,
        isAdmin: true,
        emailVerified: true,
        twoFactorEnabled: true,
      },
      ip: '10.7.0.1',
    });
    const [row] = await t.db.select().from(user).where(eq(user.email, email));
    if (response.status === 200) {
      expect(row).toMatchObject({ role: 'user', emailVerified: false, twoFactorEnabled: false });
    } else {
      expect(response.status).toBe(400);
      expect(row).toBeUndefined();
    }
    expect(await t.db.select().from(subscriptions)).toEqual([]);
  });

  it('refuses the same fields in a profile body with a 400 naming them, and changes nothing', async () => {
    const email = t.uniqueEmail();
    await t.signUp(email, 'correct horse battery', '10.7.1.1');
    const { cookie } = await t.signIn(email, 'correct horse battery', '10.7.1.2');
    const response = await t.call('/api/profile', {
      method: 'PUT',
      json: { companyDescription: 'Cloud security', role: 'admin', plan: 'pro', usage: 0 },
      cookie,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/role|plan|usage|unrecognized/i);
    const me = (await (await t.call('/api/me', { cookie })).json()) as { isAdmin: boolean; plan: string };
    expect(me).toMatchObject({ isAdmin: false, plan: 'free' });
    const profile = (await (await t.call('/api/profile', { cookie })).json()) as {
      profile: { companyDescription: string };
    };
    expect(profile.profile.companyDescription).toBe('');
    // Better Auth's own update endpoint refuses the role as well.
    const update = await t.call('/api/auth/update-user', { json: { role: 'admin' }, cookie });
    expect(update.status).toBe(400);
    const [row] = await t.db.select({ role: user.role }).from(user).where(eq(user.email, email));
    expect(row?.role).toBe('user');
  });

  it('grants admin from ADMIN_EMAILS on sign-up', async () => {
    await t.signUp('boss@example.com', 'correct horse battery', '10.7.2.1');
    const { cookie } = await t.signIn('boss@example.com', 'correct horse battery', '10.7.2.2');
    expect(await (await t.call('/api/me', { cookie })).json()).toMatchObject({ isAdmin: true });
  });

  it('grants (and withdraws) admin on sign-in when ADMIN_EMAILS changes', async () => {
    const email = t.uniqueEmail('later-admin');
    await t.signUp(email, 'correct horse battery', '10.7.3.1');
    const promoted = await createAccountsApp({ TRUST_PROXY: 'true', ADMIN_EMAILS: email }, t.database);
    const { cookie } = await promoted.signIn(email, 'correct horse battery', '10.7.3.2');
    expect(await (await promoted.call('/api/me', { cookie })).json()).toMatchObject({ isAdmin: true });

    const demoted = await createAccountsApp({ TRUST_PROXY: 'true' }, t.database);
    const again = await demoted.signIn(email, 'correct horse battery', '10.7.3.3');
    expect(await (await demoted.call('/api/me', { cookie: again.cookie })).json()).toMatchObject({
      isAdmin: false,
    });
  });
});
