import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, secondAppOn, sessionCookie, type TestApp } from '#server/test/create-test-app.ts';
import type { AccountSession } from '../../contract/accounts.ts';

const PASSWORD = 'correct horse battery';
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CACHED = { SESSION_CACHE_SECONDS: '30', TRUST_PROXY: 'true' };

let ipSequence = 0;
/** Sign-in is limited per IP (3 per 10 s): each sign-in of these tests comes from its own address. */
const nextIp = () => `10.26.${Math.floor(++ipSequence / 200)}.${ipSequence % 200}`;

/** Signs the user in once more, through the HTTP handler as a browser would, from its own IP. */
async function signInAgain(t: TestApp, email: string, userAgent: string, ip = nextIp()) {
  const response = await t.request('/api/auth/sign-in/email', {
    json: { email, password: PASSWORD },
    headers: { 'user-agent': userAgent, 'x-forwarded-for': ip },
  });
  expect(response.status).toBe(200);
  return sessionCookie(response);
}

async function sessionsOf(t: TestApp, cookie: string): Promise<AccountSession[]> {
  const response = await t.request('/api/account/sessions', { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { sessions: AccountSession[] }).sessions;
}

/** Until the session is served from the cache (the change feed may take a moment to listen on PostgreSQL). */
async function cachedIn(t: Pick<TestApp, 'deps' | 'app'>, cookie: string) {
  const token = cookie.split('session_token=')[1]?.split(';')[0];
  for (let attempt = 0; attempt < 50; attempt += 1) {
    expect((await t.app.request('/api/me', { headers: { cookie } })).status).toBe(200);
    if (t.deps.sessionCache.get(`session:${token}`)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the session was never cached');
}

describe('the sessions list', async () => {
  let now = Date.now();
  const t = await createTestApp({ env: { TRUST_PROXY: 'true' }, clock: () => new Date(now) });

  it('shows each device’s user agent, IP, sign-in and last-active time, and marks the current one', async () => {
    const user = await t.signUp();
    const mac = await signInAgain(t, user.email, MAC_CHROME, '203.0.113.7');
    const phone = await signInAgain(t, user.email, IPHONE_SAFARI, '198.51.100.23');
    const sessions = await sessionsOf(t, phone);
    expect(sessions).toHaveLength(3);
    const current = sessions.filter((session) => session.current);
    expect(current).toMatchObject([{ userAgent: IPHONE_SAFARI, ipAddress: '198.51.100.23' }]);
    expect(sessions.find((session) => session.userAgent === MAC_CHROME)).toMatchObject({
      ipAddress: '203.0.113.7',
      current: false,
    });
    for (const session of sessions) {
      expect(Date.parse(session.createdAt)).toBeLessThanOrEqual(Date.parse(session.lastActiveAt));
    }
    expect((await sessionsOf(t, mac)).filter((session) => session.current)).toMatchObject([
      { userAgent: MAC_CHROME },
    ]);
  });

  it('moves "last active" when a session is used, to the minute (not a write per request)', async () => {
    const user = await t.signUp();
    const laptop = await signInAgain(t, user.email, MAC_CHROME);
    const signedInAt = (await sessionsOf(t, laptop)).find((session) => session.current)!;
    const lastActive = async () =>
      (await sessionsOf(t, user.cookie)).find((session) => session.userAgent === MAC_CHROME)!.lastActiveAt;

    now = Date.parse(signedInAt.createdAt) + 2 * 60 * 60 * 1000;
    expect((await t.request('/api/me', { headers: { cookie: laptop } })).status).toBe(200);
    expect(await lastActive()).toBe(new Date(now).toISOString());

    const touchedAt = now;
    now += 30_000;
    expect((await t.request('/api/me', { headers: { cookie: laptop } })).status).toBe(200);
    expect(await lastActive()).toBe(new Date(touchedAt).toISOString());
    // Listing does not count as the other device's use, and sign-in time stays.
    const listed = (await sessionsOf(t, user.cookie)).find((session) => session.userAgent === MAC_CHROME);
    expect(listed?.createdAt).toBe(signedInAt.createdAt);
  });
});

describe('sign out everywhere else', async () => {
  const t = await createTestApp({ env: CACHED });
  afterAll(() => t.deps.changeFeed.close());

  it('ends every other session at once (cached ones too) and keeps this one and the API tokens', async () => {
    const user = await t.signUp();
    const bob = await t.signUp();
    const others = [
      await signInAgain(t, user.email, MAC_CHROME),
      await signInAgain(t, user.email, IPHONE_SAFARI),
    ];
    for (const cookie of [user.cookie, bob.cookie, ...others]) await cachedIn(t, cookie);

    const out = await t.request('/api/account/sessions/revoke-others', { as: user, method: 'POST' });
    expect(out.status).toBe(204);
    for (const cookie of others) {
      expect((await t.request('/api/me', { headers: { cookie } })).status).toBe(401);
    }
    expect((await t.request('/api/me', { as: user })).status).toBe(200);
    expect((await t.request('/api/me', { as: user, auth: 'bearer' })).status).toBe(200);
    expect((await sessionsOf(t, user.cookie)).map((session) => session.current)).toEqual([true]);
    // Another user's sessions are not touched.
    expect((await t.request('/api/me', { as: bob })).status).toBe(200);
  });

  it('is for a signed-in browser only: an API token gets 403 SESSION_REQUIRED and ends nothing', async () => {
    const user = await t.signUp();
    const other = await signInAgain(t, user.email, MAC_CHROME);
    const refused = await t.request('/api/account/sessions/revoke-others', {
      as: user,
      auth: 'bearer',
      method: 'POST',
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'SESSION_REQUIRED' });
    expect((await t.request('/api/me', { headers: { cookie: other } })).status).toBe(200);
    expect((await t.request('/api/account/sessions/revoke-others', { method: 'POST' })).status).toBe(401);
  });

  it.runIf(t.database.driver === 'postgres')(
    'reaches a second process on the same database within 1 s (LISTEN/NOTIFY clears its cache)',
    async () => {
      const second = await secondAppOn(t, CACHED);
      try {
        const user = await t.signUp();
        const elsewhere = await signInAgain(t, user.email, IPHONE_SAFARI);
        await cachedIn(second, elsewhere);
        const out = await t.request('/api/account/sessions/revoke-others', { as: user, method: 'POST' });
        expect(out.status).toBe(204);
        const started = Date.now();
        let status = 200;
        while (status === 200 && Date.now() - started < 1000) {
          status = (await second.app.request('/api/me', { headers: { cookie: elsewhere } })).status;
          if (status === 200) await new Promise((resolve) => setTimeout(resolve, 10));
        }
        expect(status).toBe(401);
        expect((await second.app.request('/api/me', { headers: { cookie: user.cookie } })).status).toBe(200);
      } finally {
        await second.close();
      }
    },
  );
});
