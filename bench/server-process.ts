import { spawn } from 'node:child_process';
import pg from 'pg';
import { dropScratchDatabase } from '../server/test/postgres-template.ts';

export interface ServerProcess {
  baseUrl: string;
  /** From spawn to the first 200 of /api/health. */
  startupMs: number;
  pid: number;
  stop(): Promise<void>;
}

/** Starts the production build (`dist/server/main.js`) and waits until /api/health answers 200. */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      APP_URL: baseUrl,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return { baseUrl, startupMs: performance.now() - started, pid: child.pid ?? 0, stop };
    if (performance.now() - started > 60_000) {
      await stop();
      throw new Error('server did not become healthy in 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Signs a new user up and in through the real auth endpoints; returns the session cookie. `origin` is the app's
 * own address (APP_URL), when the requests go straight to an instance behind a proxy.
 */
export async function signedInCookie(baseUrl: string, origin = baseUrl): Promise<string> {
  const user = { email: `bench-${Date.now()}@example.com`, password: 'correct horse battery', name: 'Bench' };
  const post = (endpoint: string, body: unknown) =>
    fetch(`${baseUrl}/api/auth/${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    });
  const signUp = await post('sign-up/email', user);
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const signIn = await post('sign-in/email', { email: user.email, password: user.password });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** A throw-away database on the PostgreSQL server at `serverUrl`, dropped after `work`. */
export async function withScratchDatabase<T>(
  serverUrl: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const name = `tenkai_bench_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.end();
    await dropScratchDatabase(serverUrl, name);
  }
}
