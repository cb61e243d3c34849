import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createChangeFeed } from '#server/db/change-feed.ts';
import { createLogger } from '#server/log.ts';
import { createTestApp, secondAppOn, TEST_ORIGIN } from '#server/test/create-test-app.ts';
import { apiTokens, session } from './schema.ts';
import { createSessionCache } from './session-cache.ts';

const CACHED = { SESSION_CACHE_SECONDS: '30' };
const PASSWORD = 'correct horse battery';

describe('session cache', async () => {
  const t = await createTestApp({ env: CACHED });
  afterAll(() => t.deps.changeFeed.close());

  /** Waits (polling) until the listener is up on PostgreSQL, so the cache serves entries. */
  async function cachedMe(cookie: string) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const response = await t.request('/api/me', { headers: { cookie } });
      expect(response.status).toBe(200);
      if (t.deps.sessionCache.get(`session:${cookie.split('session_token=')[1]?.split(';')[0]}`)) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the session was never cached');
  }

  it('serves a resolved session from the cache, and reads the plan only where asked', async () => {
    const user = await t.signUp();
    await cachedMe(user.cookie);
    // Proof that the second request did not read the session row: removing it behind the app's back.
    await t.db.delete(session).where(eq(session.userId, user.id));
    const me = await t.request('/api/me', { as: user });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { plan: string }).plan).toBe('free');
  });

  it('refuses a cookie at once after sign-out', async () => {
    const user = await t.signUp();
    await cachedMe(user.cookie);
    const out = await t.request('/api/auth/sign-out', { as: user, json: {} });
    expect(out.status).toBe(200);
    expect((await t.request('/api/me', { as: user })).status).toBe(401);
  });

  it('refuses every other session at once after a password change', async () => {
    const user = await t.signUp();
    const other = await t.deps.auth.api.signInEmail({
      body: { email: user.email, password: PASSWORD },
      headers: new Headers({ origin: TEST_ORIGIN }),
      asResponse: true,
    });
    const otherCookie = other.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await cachedMe(otherCookie);
    const changed = await t.request('/api/auth/change-password', {
      as: user,
      json: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase', revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    expect((await t.request('/api/me', { headers: { cookie: otherCookie } })).status).toBe(401);
    // The API tokens end with the password too.
    expect((await t.request('/api/me', { as: user, auth: 'bearer' })).status).toBe(401);
  });

  it('refuses a session revoked from the account page at once', async () => {
    const user = await t.signUp();
    const second = await t.deps.auth.api.signInEmail({
      body: { email: user.email, password: PASSWORD },
      headers: new Headers({ origin: TEST_ORIGIN }),
      asResponse: true,
    });
    const secondCookie = second.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await cachedMe(secondCookie);
    const sessions = (await (await t.request('/api/account/sessions', { as: user })).json()) as {
      sessions: { id: string; current: boolean }[];
    };
    const target = sessions.sessions.find((s) => !s.current);
    expect(target).toBeDefined();
    const revoked = await t.request(`/api/account/sessions/${target!.id}`, { as: user, method: 'DELETE' });
    expect(revoked.status).toBe(204);
    expect((await t.request('/api/me', { headers: { cookie: secondCookie } })).status).toBe(401);
  });

  it('refuses a revoked API token at once and writes last-used at most once a minute', async () => {
    const user = await t.signUp();
    for (let i = 0; i < 3; i += 1) {
      expect((await t.request('/api/me', { as: user, auth: 'bearer' })).status).toBe(200);
    }
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    const deleted = await t.request(`/api/tokens/${row!.id}`, { as: user, method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await t.request('/api/me', { as: user, auth: 'bearer' })).status).toBe(401);
  });

  it('refuses a request without a session cookie without asking the database', async () => {
    expect((await t.request('/api/me', { headers: { cookie: 'theme=dark' } })).status).toBe(401);
  });

  it.runIf(t.database.driver === 'postgres')(
    'a second process refuses a cookie revoked in the first within 1 s (LISTEN/NOTIFY)',
    async () => {
      const { app: second, deps, close } = await secondAppOn(t, CACHED);
      try {
        const user = await t.signUp();
        const onSecond = () => second.request('/api/me', { headers: { cookie: user.cookie } });
        // Warm the second process's cache (once its listener is up).
        const token = user.cookie.split('session_token=')[1]?.split(';')[0];
        for (let i = 0; i < 50 && !deps.sessionCache.get(`session:${token}`); i += 1) {
          expect((await onSecond()).status).toBe(200);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(deps.sessionCache.get(`session:${token}`)).toBeDefined();
        expect((await t.request('/api/auth/sign-out', { as: user, json: {} })).status).toBe(200);
        const started = Date.now();
        let status = 200;
        while (Date.now() - started < 1000 && status === 200) {
          status = (await onSecond()).status;
          if (status === 200) await new Promise((resolve) => setTimeout(resolve, 10));
        }
        expect(status).toBe(401);
        expect(Date.now() - started).toBeLessThan(1000);
      } finally {
        await close();
      }
    },
  );
});

describe('session cache without its invalidation listener', () => {
  it('serves nothing from the cache while it cannot LISTEN (a missed revocation must not be served)', async () => {
    const feed = createChangeFeed({
      // Nothing listens on the discard port: the listener never comes up.
      database: { db: undefined as never, driver: 'postgres', url: 'postgres://nobody@127.0.0.1:9/none' },
      log: createLogger('silent'),
    });
    const cache = createSessionCache({ ttlMs: 30_000, feed });
    try {
      const caller = {
        id: 'u1',
        email: 'a@example.com',
        name: 'A',
        emailVerified: true,
        image: null,
        createdAt: new Date(),
        isAdmin: false,
        sessionId: 's1',
        validUntil: Date.now() + 60_000,
      };
      cache.set('session:abc', caller, cache.generation());
      expect(cache.get('session:abc')).toBeUndefined();
    } finally {
      await feed.close();
    }
  });

  it('on the embedded database caches, expires and forgets a user at once', async () => {
    let now = 1_000;
    const feed = createChangeFeed({
      database: { db: undefined as never, driver: 'pglite' },
      log: createLogger('silent'),
    });
    const cache = createSessionCache({ ttlMs: 10_000, feed, now: () => now });
    const caller = {
      id: 'u1',
      email: 'a@example.com',
      name: 'A',
      emailVerified: true,
      image: null,
      createdAt: new Date(),
      isAdmin: false,
      sessionId: 's1',
      validUntil: 5_000,
    };
    cache.set('session:abc', caller, cache.generation());
    expect(cache.get('session:abc')?.id).toBe('u1');
    now = 5_000; // the session's own expiry comes before the cache's
    expect(cache.get('session:abc')).toBeUndefined();
    now = 1_000;
    const seen = cache.generation();
    await cache.invalidateUser('u1');
    cache.set('session:abc', caller, seen); // resolved before the revocation: not kept
    expect(cache.get('session:abc')).toBeUndefined();
    cache.set('session:abc', caller, cache.generation());
    await cache.invalidateUser('u1');
    expect(cache.get('session:abc')).toBeUndefined();
  });
});
