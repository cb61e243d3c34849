import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { createAccountsApp } from './testing/accounts-app.ts';

describe('auth rate limits (stored in the database)', async () => {
  const t = await createAccountsApp({ TRUST_PROXY: 'true' });
  const email = t.uniqueEmail();
  await t.signUp(email, 'correct horse battery', '10.2.0.1');

  it('allows 3 sign-in attempts per 10 s per IP, then answers 429 with a retry header', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await t.signIn(email, 'wrong password!', '10.2.1.1')).response.status).toBe(401);
    }
    const blocked = (await t.signIn(email, 'correct horse battery', '10.2.1.1')).response;
    expect(blocked.status).toBe(429);
    const retry = Number(blocked.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(10);
    // Another IP is not affected.
    expect((await t.signIn(email, 'correct horse battery', '10.2.1.2')).response.status).toBe(200);
  });

  it('keeps the counters in the rate_limit table, shared by a second server process on the same database', async () => {
    const rows = await queryRows<{ key: string }>(t.db, sql`select key from rate_limit`);
    expect(rows.some((row) => row.key.startsWith('10.2.1.1|/sign-in/email'))).toBe(true);

    const second = await createAccountsApp({ TRUST_PROXY: 'true' }, t.database);
    expect((await t.signIn(email, 'wrong password!', '10.2.2.1')).response.status).toBe(401);
    expect((await second.signIn(email, 'wrong password!', '10.2.2.1')).response.status).toBe(401);
    expect((await t.signIn(email, 'wrong password!', '10.2.2.1')).response.status).toBe(401);
    expect((await second.signIn(email, 'correct horse battery', '10.2.2.1')).response.status).toBe(429);
  });

  it('limits sign-up and password-reset requests too', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await t.signUp(t.uniqueEmail(), 'correct horse battery', '10.2.3.1')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const resets: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await t.call('/api/auth/request-password-reset', {
        json: { email, redirectTo: '/reset-password' },
        ip: '10.2.3.2',
      });
      resets.push(response.status);
    }
    expect(resets).toEqual([200, 200, 200, 429]);
  });
});

describe('X-Forwarded-For is trusted only with TRUST_PROXY', async () => {
  const t = await createAccountsApp();
  const email = t.uniqueEmail();
  await t.signUp(email, 'correct horse battery');

  it('ignores a client-chosen X-Forwarded-For (or our internal IP header) when no proxy is configured', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await t.call('/api/auth/sign-in/email', {
        json: { email, password: 'wrong password!' },
        headers: { 'x-forwarded-for': `198.51.100.${attempt}`, 'x-10kai-client-ip': `203.0.113.${attempt}` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('with TRUST_PROXY, only the proxy-appended address counts', async () => {
  const t = await createAccountsApp({ TRUST_PROXY: 'true' });
  const email = t.uniqueEmail();
  await t.signUp(email, 'correct horse battery', '10.3.0.1');

  it('does not let a client rotate spoofed left-most entries', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await t.call('/api/auth/sign-in/email', {
        json: { email, password: 'wrong password!' },
        headers: { 'x-forwarded-for': `198.51.100.${attempt}, 10.3.9.9` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
