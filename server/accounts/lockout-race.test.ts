import { afterAll, describe, expect, inject, it } from 'vitest';
import { postJson, startTwoAppProcesses, type TwoAppProcesses } from '#server/test/app-processes.ts';
import { LOCKOUT_THRESHOLD } from './sign-in-lockout.ts';

const template = inject('postgresTemplate');

/**
 * Security promise "an account locks after repeated failures from many IPs": checking and counting is one atomic
 * step, so 30 concurrent wrong passwords from 30 IPs, spread over two server processes, check at most the cap.
 */
describe.skipIf(!template)('sign-in lockout under concurrency (PostgreSQL, two server processes)', () => {
  let apps: TwoAppProcesses | undefined;
  afterAll(() => apps?.stop());

  it('checks no more than the cap of passwords, and then refuses even the right one', {
    timeout: 120_000,
  }, async () => {
    apps = await startTwoAppProcesses(template);
    const { a, b } = apps;

    const email = `lockout-${Date.now()}@example.com`;
    const password = 'correct horse battery';
    const post = (base: string, pathname: string, body: unknown, ip: string) =>
      postJson(base, pathname, body, { ip });
    expect(
      (await post(a.url, '/api/auth/sign-up/email', { email, password, name: 'Target' }, '10.20.0.1')).status,
    ).toBe(200);

    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          (i % 2 === 0 ? a : b).url,
          '/api/auth/sign-in/email',
          { email, password: `wrong ${i}` },
          `10.20.1.${i}`,
        ).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LOCKOUT_THRESHOLD);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    expect((await post(b.url, '/api/auth/sign-in/email', { email, password }, '10.20.2.1')).status).toBe(429);
  });
});
