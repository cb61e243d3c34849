import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { afterAll } from 'vitest';
import { createApiToken } from '#server/accounts/api-tokens.ts';
import { emailVerificationRequired } from '#server/accounts/auth.ts';
import { user as userTable } from '#server/accounts/schema.ts';
import { createApp } from '#server/app.ts';
import type { Clock } from '#server/clock.ts';
import { type Config, loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { type AppDeps, createDeps } from '#server/deps.ts';
import { createLogger } from '#server/log.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** `Cookie` header value of the signed-in session. */
  cookie: string;
  /** A personal API token (read-write) of the same user, for `Authorization: Bearer`. */
  token: string;
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  /** Signs the request as this user (cookie); `'bearer'` mode sends the user's API token instead. */
  as?: TestUser;
  auth?: 'cookie' | 'bearer';
  headers?: Record<string, string>;
  /** Aborting it is the client going away (the server's request signal, as @hono/node-server aborts it). */
  signal?: AbortSignal;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  log?: Logger;
  /** Replace or add dependencies (fake clients) after the defaults are built. */
  overrides?: (deps: AppDeps) => Partial<AppDeps>;
}

export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-test-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    APP_URL: TEST_ORIGIN,
    BETTER_AUTH_SECRET: TEST_SECRET,
    SEC_USER_AGENT: '10Kai tests tests@10kai.invalid',
    // Nothing listens on the discard port: a test that forgets its fake EDGAR fails fast instead of reaching sec.gov.
    SEC_WWW_URL: 'http://127.0.0.1:9',
    SEC_DATA_URL: 'http://127.0.0.1:9',
    SEC_EFTS_URL: 'http://127.0.0.1:9',
    // Many tests change rows behind the app's back; the cache's own tests turn it on.
    SESSION_CACHE_SECONDS: '0',
    SEARCH_CACHE_SECONDS: '0',
    // The CPU work on the calling thread: worker threads in every test file would crowd the runner's cores. The
    // pool's own tests (server/workers) and the e2e suite (production build) run it on threads.
    WORKER_THREADS: '0',
    ...env,
  });
}

/** The whole app on a fresh database, driven through `app.request()` with no socket. */
export async function createTestApp(options: TestAppOptions = {}) {
  const config = testConfig(options.env);
  const database = await createTestDatabase();
  const base = createDeps({
    config,
    database,
    log: options.log ?? createLogger('silent'),
    secret: TEST_SECRET,
    clock: options.clock,
  });
  const deps: AppDeps = { ...base, checkResponses: true, ...options.overrides?.(base) };
  const app = createApp(deps);

  async function request(pathname: string, init: RequestOptions = {}) {
    const headers = new Headers(init.headers);
    const method = init.method ?? (init.json === undefined && init.body === undefined ? 'GET' : 'POST');
    if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) headers.set('origin', TEST_ORIGIN);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    if (init.as) {
      if (init.auth === 'bearer') headers.set('authorization', `Bearer ${init.as.token}`);
      else headers.set('cookie', init.as.cookie);
    }
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    return app.request(pathname, { method, headers, body, signal: init.signal });
  }

  let userSequence = 0;
  /**
   * Signs up and signs in a new user through Better Auth's own endpoints (`auth.api`, so the per-IP auth rate
   * limits of the HTTP handler do not throttle test set-up) and returns the session's cookie and a personal API
   * token.
   */
  async function signUp(input: { email?: string; password?: string; name?: string } = {}): Promise<TestUser> {
    userSequence += 1;
    const email = input.email ?? `user${userSequence}-${Date.now()}@example.com`;
    const password = input.password ?? 'correct horse battery';
    const headers = new Headers({ origin: TEST_ORIGIN });
    const created = await deps.auth.api.signUpEmail({
      body: { email, password, name: input.name ?? `Test User ${userSequence}` },
      headers,
    });
    if (emailVerificationRequired(config)) {
      await deps.db.update(userTable).set({ emailVerified: true }).where(eq(userTable.id, created.user.id));
    }
    const response = await deps.auth.api.signInEmail({
      body: { email, password },
      headers,
      asResponse: true,
    });
    if (response.status !== 200)
      throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { user: { id: string } };
    const cookie = sessionCookie(response);
    const { token } = await createApiToken(
      deps.db,
      body.user.id,
      { name: 'tests', scope: 'read-write' },
      deps.clock(),
    );
    return { id: body.user.id, email, password, cookie, token };
  }

  return { app, deps, config, db: deps.db, database, request, signUp };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The app built again on the test app's PostgreSQL database, as a second server process builds it: its own pool,
 * caches and change feed. For what must hold across processes without spawning one.
 */
export async function secondAppOn(t: TestApp, env: Record<string, string> = {}) {
  const database = await openDatabase({ databaseUrl: t.database.url, poolSize: 2 });
  const deps = createDeps({
    config: testConfig(env),
    database,
    log: createLogger('silent'),
    secret: TEST_SECRET,
  });
  return {
    app: createApp(deps),
    deps,
    close: async () => {
      await deps.changeFeed.close();
      await database.close();
    },
  };
}

/** The `Cookie` header a browser would send back after this response. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair): pair is string => Boolean(pair) && !pair!.endsWith('='))
    .join('; ');
}
