import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  postJson,
  signUpThrough,
  startTwoAppProcesses,
  type TwoAppProcesses,
} from '#server/test/app-processes.ts';
import { sessionCookie, TEST_ORIGIN } from '#server/test/create-test-app.ts';
import { minuteWithSecondsLeft } from './testing/real-minute.ts';

const template = inject('postgresTemplate');

/** Two app processes on one PostgreSQL behind a load balancer: a session and its limits are the same on both. */
describe.skipIf(!template)('accounts across two server processes (PostgreSQL)', () => {
  let apps: TwoAppProcesses;
  beforeAll(async () => {
    apps = await startTwoAppProcesses(template, { API_TOKEN_RATE_LIMIT: '4' });
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

  it('refuses, on the other process within 1 s, an API token revoked through one', {
    timeout: 30_000,
  }, async () => {
    const cookie = await signUpThrough(apps.a.url, `token-revoke-${Date.now()}@example.com`, '10.30.0.3');
    const created = await postJson(
      apps.a.url,
      '/api/tokens',
      { name: 'CRM sync', scope: 'read' },
      { cookie },
    );
    expect(created.status).toBe(201);
    const { token, apiToken } = (await created.json()) as { token: string; apiToken: { id: string } };
    const asToken = (base: string) =>
      fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
    // Both processes have resolved (and cached) the token.
    expect([await asToken(apps.a.url), await asToken(apps.b.url)]).toEqual([200, 200]);
    const revoked = await fetch(`${apps.a.url}/api/tokens/${apiToken.id}`, {
      method: 'DELETE',
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(revoked.status).toBe(204);
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 1000) {
      status = await asToken(apps.b.url);
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(status).toBe(401);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses, on the other process within 1 s, every other session after "Sign out everywhere else"', {
    timeout: 30_000,
  }, async () => {
    const email = `elsewhere-${Date.now()}@example.com`;
    const laptop = await signUpThrough(apps.a.url, email, '10.30.3.1');
    const signIn = await postJson(
      apps.b.url,
      '/api/auth/sign-in/email',
      { email, password: 'correct horse battery' },
      { ip: '10.30.3.2' },
    );
    expect(signIn.status).toBe(200);
    const phone = sessionCookie(signIn);
    // The phone's session is resolved (and cached) by the other process.
    expect([await me(apps.b.url, phone), await me(apps.b.url, phone), await me(apps.a.url, laptop)]).toEqual([
      200, 200, 200,
    ]);
    const out = await postJson(apps.a.url, '/api/account/sessions/revoke-others', {}, { cookie: laptop });
    expect(out.status).toBe(204);
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 1000) {
      status = await me(apps.b.url, phone);
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(status).toBe(401);
    expect(Date.now() - started).toBeLessThan(1000);
    expect([await me(apps.a.url, laptop), await me(apps.b.url, laptop)]).toEqual([200, 200]);
  });

  it('counts an API token’s calls across both processes (4 a minute, then 429 with Retry-After)', async () => {
    const cookie = await signUpThrough(apps.a.url, `script-${Date.now()}@example.com`, '10.30.4.1');
    const created = await postJson(apps.a.url, '/api/tokens', { name: 'sync', scope: 'read' }, { cookie });
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };
    await minuteWithSecondsLeft(3);
    const answers: Response[] = [];
    for (const base of [apps.a.url, apps.b.url, apps.a.url, apps.b.url, apps.a.url]) {
      answers.push(await fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${token}` } }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 429]);
    const retryAfter = Number(answers[4]?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The browser session of the same user is not counted.
    expect([await me(apps.a.url, cookie), await me(apps.b.url, cookie)]).toEqual([200, 200]);
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
