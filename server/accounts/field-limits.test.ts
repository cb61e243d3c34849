import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from './schema.ts';
import { createAccountsApp } from './testing/accounts-app.ts';

/**
 * Security promise "Bad input": every user-controlled string is bounded at the contract, Better Auth's fields
 * included. A 200,000-character name used to be stored and then returned by `/api/me` on every page.
 */
describe('bounded user fields', async () => {
  const t = await createAccountsApp({ TRUST_PROXY: 'true' });
  const huge = 'A'.repeat(200_000);

  it('refuses a huge name at sign-up, naming the field, and creates no account', async () => {
    const email = t.uniqueEmail();
    const response = await t.call('/api/auth/sign-up/email', {
      json: { email, password: 'correct horse battery', name: huge },
      ip: '10.9.0.1',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'FIELD_TOO_LONG',
      message: 'name must be at most 100 characters',
    });
    expect(await t.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it('refuses a name over 100 characters on update and keeps the old one; 100 is fine', async () => {
    const email = t.uniqueEmail();
    await t.signUp(email, 'correct horse battery', '10.9.1.1');
    const { cookie } = await t.signIn(email, 'correct horse battery', '10.9.1.2');
    for (const name of [huge, 'B'.repeat(101)]) {
      const update = await t.call('/api/auth/update-user', { json: { name }, cookie });
      expect(update.status).toBe(400);
    }
    const me = (await (await t.call('/api/me', { cookie })).json()) as { user: { name: string } };
    expect(me.user.name).toBe('Test User');
    expect((await t.call('/api/auth/update-user', { json: { name: 'C'.repeat(100) }, cookie })).status).toBe(
      200,
    );
    const after = (await (await t.call('/api/me', { cookie })).json()) as { user: { name: string } };
    expect(after.user.name).toHaveLength(100);
  });

  it('refuses over-long e-mail, image and other auth strings', async () => {
    const longEmail = `${'e'.repeat(250)}@example.com`;
    const signIn = await t.call('/api/auth/sign-in/email', {
      json: { email: longEmail, password: 'whatever it is' },
      ip: '10.9.2.1',
    });
    expect(signIn.status).toBe(400);
    const reset = await t.call('/api/auth/request-password-reset', {
      json: { email: 'someone@example.com', redirectTo: `/reset-password?${'x'.repeat(3000)}` },
      ip: '10.9.2.2',
    });
    expect(reset.status).toBe(400);
    const email = t.uniqueEmail();
    await t.signUp(email, 'correct horse battery', '10.9.2.3');
    const { cookie } = await t.signIn(email, 'correct horse battery', '10.9.2.4');
    const image = await t.call('/api/auth/update-user', {
      json: { image: `https://example.com/${'i'.repeat(3000)}.png` },
      cookie,
    });
    expect(image.status).toBe(400);
  });

  it('bounds the product routes too: lists, profile and search', async () => {
    const email = t.uniqueEmail();
    await t.signUp(email, 'correct horse battery', '10.9.3.1');
    const { cookie } = await t.signIn(email, 'correct horse battery', '10.9.3.2');
    const list = await t.call('/api/lists', { json: { name: 'L'.repeat(101) }, cookie });
    expect(list.status).toBe(400);
    const profile = await t.call('/api/profile', {
      method: 'PUT',
      json: { firstName: 'F'.repeat(101), companyDescription: 'security software' },
      cookie,
    });
    expect(profile.status).toBe(400);
    const search = await t.call(`/api/companies/search?q=${'q'.repeat(101)}`, { cookie });
    expect(search.status).toBe(400);
  });
});
