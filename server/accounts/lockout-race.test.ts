import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TEST_ORIGIN, TEST_SECRET } from '../test/create-test-app.ts';
import { cloneTemplateDatabase } from '../test/postgres-template.ts';
import { LOCKOUT_THRESHOLD } from './sign-in-lockout.ts';

const template = inject('postgresTemplate');
const here = path.dirname(fileURLToPath(import.meta.url));
// The whole app as its own process on the given PostgreSQL database (shared with the quota race test).
const serverScript = path.join(here, '../analysis/testing/race-server.ts');

function startServerProcess(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      APP_URL: TEST_ORIGIN,
      BETTER_AUTH_SECRET: TEST_SECRET,
      SEC_USER_AGENT: '10Kai tests tests@10kai.invalid',
      TRUST_PROXY: 'true',
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

/**
 * Security promise "an account locks after repeated failures from many IPs": checking and counting is one atomic
 * step, so 30 concurrent wrong passwords from 30 IPs, spread over two server processes, check at most the cap.
 */
describe.skipIf(!template)('sign-in lockout under concurrency (PostgreSQL, two server processes)', () => {
  const children: ChildProcess[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await drop?.();
  });

  it('checks no more than the cap of passwords, and then refuses even the right one', {
    timeout: 120_000,
  }, async () => {
    const clone = await cloneTemplateDatabase(process.env.TEST_DATABASE_URL!, template);
    drop = clone.drop;
    const [a, b] = await Promise.all([startServerProcess(clone.url), startServerProcess(clone.url)]);
    children.push(a!.child, b!.child);

    const email = `lockout-${Date.now()}@example.com`;
    const password = 'correct horse battery';
    const post = (base: string, pathname: string, body: unknown, ip: string) =>
      fetch(`${base}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-forwarded-for': ip },
        body: JSON.stringify(body),
      });
    expect(
      (await post(a!.url, '/api/auth/sign-up/email', { email, password, name: 'Target' }, '10.20.0.1'))
        .status,
    ).toBe(200);

    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          (i % 2 === 0 ? a : b)!.url,
          '/api/auth/sign-in/email',
          { email, password: `wrong ${i}` },
          `10.20.1.${i}`,
        ).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LOCKOUT_THRESHOLD);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    expect((await post(b!.url, '/api/auth/sign-in/email', { email, password }, '10.20.2.1')).status).toBe(
      429,
    );
  });
});
