import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sessionCookie, TEST_ORIGIN, TEST_SECRET } from './create-test-app.ts';
import { cloneTemplateDatabase } from './postgres-template.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// The whole app as its own process on the given PostgreSQL database (a fixture filing for analyses).
const serverScript = path.join(here, '../analysis/testing/race-server.ts');

interface AppProcess {
  url: string;
  child: ChildProcess;
}

/** One more app process on `databaseUrl`; resolves once it listens. `env` feeds its `loadConfig`. */
function startAppProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<AppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      APP_URL: TEST_ORIGIN,
      BETTER_AUTH_SECRET: TEST_SECRET,
      SEC_USER_AGENT: '10Kai tests tests@10kai.invalid',
      // Tests name the client IP in X-Forwarded-For to stand for many clients.
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const port = /PORT (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve({ child, url: `http://127.0.0.1:${port}` });
    });
  });
}

export interface TwoAppProcesses {
  a: AppProcess;
  b: AppProcess;
  /** The clone both processes use, for direct reads and set-up rows. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * Two app processes on one fresh clone of the PostgreSQL template (TEST_DB=postgres only): what a deployment with
 * several instances behind a load balancer shares. Call `stop()` in `afterAll`.
 */
export async function startTwoAppProcesses(
  template: string,
  env: Record<string, string> = {},
): Promise<TwoAppProcesses> {
  const clone = await cloneTemplateDatabase(process.env.TEST_DATABASE_URL!, template);
  const started = await Promise.allSettled([
    startAppProcess(clone.url, env),
    startAppProcess(clone.url, env),
  ]);
  const stop = async () => {
    for (const result of started) if (result.status === 'fulfilled') result.value.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await clone.drop();
  };
  const [a, b] = started;
  if (a?.status !== 'fulfilled' || b?.status !== 'fulfilled') {
    await stop();
    throw new Error('an app process did not start');
  }
  return { a: a.value, b: b.value, databaseUrl: clone.url, stop };
}

/** A POST as the app's own pages send it (Origin set), optionally as a client IP and with a session cookie. */
export function postJson(
  base: string,
  pathname: string,
  body: unknown,
  options: { ip?: string; cookie?: string } = {},
): Promise<Response> {
  return fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: TEST_ORIGIN,
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** Signs a new user up and in through `base`; returns the session cookie. */
export async function signUpThrough(base: string, email: string, ip?: string): Promise<string> {
  const credentials = { email, password: 'correct horse battery' };
  const up = await postJson(base, '/api/auth/sign-up/email', { ...credentials, name: 'Racer' }, { ip });
  if (up.status !== 200) throw new Error(`sign-up failed: ${up.status}`);
  const signIn = await postJson(base, '/api/auth/sign-in/email', credentials, { ip });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  return sessionCookie(signIn);
}
