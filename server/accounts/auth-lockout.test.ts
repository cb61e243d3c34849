import { describe, expect, it } from 'vitest';
import { LOCKOUT_THRESHOLD } from './sign-in-lockout.ts';
import { createAccountsApp } from './testing/accounts-app.ts';

describe('account lockout after repeated failures from many IPs', async () => {
  const t = await createAccountsApp({ TRUST_PROXY: 'true' });
  const password = 'correct horse battery';

  it('locks the address after 10 wrong passwords from 10 IPs, even for the right password', async () => {
    const email = t.uniqueEmail();
    await t.signUp(email, password, '10.4.0.1');
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++) {
      expect((await t.signIn(email, `wrong password ${i}`, `10.4.1.${i}`)).response.status).toBe(401);
    }
    const locked = (await t.signIn(email, password, '10.4.2.1')).response;
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });

  it('answers an unknown address the same way (no hint that it exists)', async () => {
    const email = t.uniqueEmail('nobody');
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++) {
      expect((await t.signIn(email, `wrong password ${i}`, `10.4.3.${i}`)).response.status).toBe(401);
    }
    const locked = (await t.signIn(email, password, '10.4.4.1')).response;
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });

  it('does not lock after fewer failures, and a success resets the count', async () => {
    const email = t.uniqueEmail();
    await t.signUp(email, password, '10.4.5.1');
    for (let i = 0; i < LOCKOUT_THRESHOLD - 1; i++) {
      await t.signIn(email, `wrong password ${i}`, `10.4.6.${i}`);
    }
    expect((await t.signIn(email, password, '10.4.7.1')).response.status).toBe(200);
    for (let i = 0; i < LOCKOUT_THRESHOLD - 1; i++) {
      await t.signIn(email, `wrong password ${i}`, `10.4.8.${i}`);
    }
    expect((await t.signIn(email, password, '10.4.9.1')).response.status).toBe(200);
  });

  it('never checks more than the cap of passwords, even for 40 concurrent attempts from 40 IPs', async () => {
    const email = t.uniqueEmail();
    await t.signUp(email, password, '10.4.10.1');
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.signIn(email, `wrong password ${i}`, `10.4.11.${i}`).then(({ response }) => response.status),
      ),
    );
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(LOCKOUT_THRESHOLD);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    expect((await t.signIn(email, password, '10.4.12.1')).response.status).toBe(429);
  });

  it('gives the attempt back when no password was judged, so bad requests cannot lock an account', async () => {
    const email = t.uniqueEmail();
    await t.signUp(email, password, '10.4.13.1');
    for (let i = 0; i < LOCKOUT_THRESHOLD + 2; i++) {
      const response = await t.call('/api/auth/sign-in/email', {
        json: { email, password: 123 },
        ip: `10.4.14.${i}`,
      });
      expect(response.status).toBe(400);
    }
    expect((await t.signIn(email, password, '10.4.15.1')).response.status).toBe(200);
  });

  it('logs failed sign-ins and the lock with user id and IP, never the password', async () => {
    const events = t.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const failed = events.filter((event) => event.security === 'sign_in_failed');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed[0]).toMatchObject({ ip: '10.4.1.0' });
    expect(typeof failed[0]?.userId).toBe('string');
    const lock = events.find((event) => event.security === 'account_locked');
    expect(lock).toMatchObject({ ip: expect.stringMatching(/^10\.4\./) });
    const all = t.lines.join('\n');
    expect(all).not.toContain('wrong password');
    expect(all).not.toContain(password);
  });
});
