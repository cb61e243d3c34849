import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  postJson,
  signUpThrough,
  startTwoAppProcesses,
  type TwoAppProcesses,
} from '../test/app-processes.ts';

const template = inject('postgresTemplate');

/** Two app processes on one PostgreSQL behind a load balancer: a session and its limits are the same on both. */
describe.skipIf(!template)('accounts across two server processes (PostgreSQL)', () => {
  let apps: TwoAppProcesses;
  beforeAll(async () => {
    apps = await startTwoAppProcesses(template);
  }, 60_000);
  afterAll(() => apps?.stop());

  const me = (base: string, cookie: string) =>
    fetch(`${base}/api/me`, { headers: { cookie } }).then((response) => response.status);

  it('refuses, on the other process within 1 s, a session signed out through one', {
    timeout: 30_000,
  }, async () => {
    const cookie = await signUpThrough(apps.a.url, `revoke-${Date.now()}@example.com`, '10.30.0.1');
    // Both processes have now resolved (and cached) the session.
    expect([
      await me(apps.a.url, cookie),
      await me(apps.b.url, cookie),
      await me(apps.b.url, cookie),
    ]).toEqual([200, 200, 200]);
    expect((await postJson(apps.a.url, '/api/auth/sign-out', {}, { cookie })).status).toBe(200);
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 1000) {
      status = await me(apps.b.url, cookie);
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(status).toBe(401);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('counts sign-in attempts from one IP across both processes (3 per 10 s, then 429)', async () => {
    const email = `limit-${Date.now()}@example.com`;
    await signUpThrough(apps.a.url, email, '10.30.1.1');
    const statuses: number[] = [];
    for (const base of [apps.a.url, apps.b.url, apps.a.url, apps.b.url]) {
      const response = await postJson(
        base,
        '/api/auth/sign-in/email',
        { email, password: 'wrong password here' },
        { ip: '10.30.2.2' },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
