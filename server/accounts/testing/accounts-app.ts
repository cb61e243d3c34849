import { createApp } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { createDeps } from '#server/deps.ts';
import { captureLog } from '#server/test/capture-log.ts';
import { TEST_ORIGIN, TEST_SECRET, testConfig } from '#server/test/create-test-app.ts';
import { createTestDatabase } from '#server/test/test-database.ts';

export interface CallOptions {
  json?: unknown;
  cookie?: string;
  bearer?: string;
  ip?: string;
  headers?: Record<string, string>;
  method?: string;
}

/**
 * The whole app on a fresh (or given) database with a log we can read. Unlike the shared harness, sign-up and
 * sign-in here go through the HTTP handler, so the rate limits and hooks apply exactly as for a browser.
 */
export async function createAccountsApp(env: Record<string, string> = {}, database?: Database) {
  const config = testConfig(env);
  const db = database ?? (await createTestDatabase());
  const { lines, log } = captureLog();
  const deps = createDeps({ config, database: db, log, secret: TEST_SECRET });
  const app = createApp(deps);

  async function call(path: string, options: CallOptions = {}): Promise<Response> {
    const method = options.method ?? (options.json === undefined ? 'GET' : 'POST');
    const headers = new Headers(options.headers);
    if (method !== 'GET' && !headers.has('origin')) headers.set('origin', TEST_ORIGIN);
    if (options.json !== undefined) headers.set('content-type', 'application/json');
    if (options.cookie) headers.set('cookie', options.cookie);
    if (options.bearer) headers.set('authorization', `Bearer ${options.bearer}`);
    if (options.ip) headers.set('x-forwarded-for', options.ip);
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    return app.request(path, { method, headers, body });
  }

  let sequence = 0;
  const uniqueEmail = (prefix = 'user') => `${prefix}${++sequence}-${Date.now()}@example.com`;

  async function signUp(email: string, password = 'correct horse battery', ip = '10.0.0.1') {
    return call('/api/auth/sign-up/email', { json: { email, password, name: 'Test User' }, ip });
  }

  async function signIn(email: string, password = 'correct horse battery', ip = '10.0.0.1') {
    const response = await call('/api/auth/sign-in/email', { json: { email, password }, ip });
    return { response, cookie: cookieOf(response) };
  }

  return { app, deps, config, database: db, db: deps.db, lines, call, signUp, signIn, uniqueEmail };
}

/** The `Cookie` header a browser would send back after this response (deleted cookies dropped). */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}
