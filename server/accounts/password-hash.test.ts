import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { account, user } from './schema.ts';
import { createAccountsApp } from './testing/accounts-app.ts';

describe('password hashing', () => {
  it('uses argon2id with m=19456 KiB, t=2, p=1 and a fresh salt each time', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword({ hash: first, password: 'correct horse battery' })).toBe(true);
    expect(await verifyPassword({ hash: first, password: 'correct horse batterx' })).toBe(false);
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'x' })).toBe(false);
  });
});

describe('passwords through sign-up and sign-in', async () => {
  // Distinct client IPs (through the trusted proxy header) keep the per-IP rate limits out of the way.
  const t = await createAccountsApp({ TRUST_PROXY: 'true' });

  it('stores an argon2id hash, never the password', async () => {
    const email = t.uniqueEmail();
    expect((await t.signUp(email, 'correct horse battery')).status).toBe(200);
    const [row] = await t.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(and(eq(user.email, email), eq(account.providerId, 'credential')));
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password).not.toContain('correct horse battery');
  });

  it("sign-up keeps the form's 6 to 128 characters and refuses 5 or 129", async () => {
    expect((await t.signUp(t.uniqueEmail(), 'a'.repeat(5), '10.1.0.1')).status).toBe(400);
    expect((await t.signUp(t.uniqueEmail(), 'a'.repeat(129), '10.1.0.2')).status).toBe(400);
    const email = t.uniqueEmail();
    expect((await t.signUp(email, 'a'.repeat(6), '10.1.0.3')).status).toBe(200);
    expect((await t.signUp(t.uniqueEmail(), 'b'.repeat(128), '10.1.0.4')).status).toBe(200);
    expect((await t.signIn(email, 'a'.repeat(6), '10.1.0.5')).response.status).toBe(200);
  });

  it('does not truncate: a long password differing only at the end is wrong', async () => {
    const email = t.uniqueEmail();
    const password = `${'x'.repeat(100)}-end-A`;
    expect((await t.signUp(email, password, '10.1.1.1')).status).toBe(200);
    expect((await t.signIn(email, `${'x'.repeat(100)}-end-B`, '10.1.1.2')).response.status).toBe(401);
    expect((await t.signIn(email, password, '10.1.1.3')).response.status).toBe(200);
  });
});
