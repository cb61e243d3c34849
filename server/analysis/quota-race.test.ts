import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { openDatabase } from '../db/open-database.ts';
import { sessionCookie, TEST_ORIGIN, TEST_SECRET } from '../test/create-test-app.ts';
import { cloneTemplateDatabase } from '../test/postgres-template.ts';

const template = inject('postgresTemplate');
const here = path.dirname(fileURLToPath(import.meta.url));

function startServerProcess(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'testing/race-server.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      APP_URL: TEST_ORIGIN,
      BETTER_AUTH_SECRET: TEST_SECRET,
      SEC_USER_AGENT: '10Kai tests tests@10kai.invalid',
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

/** Security guide: exactly 10 free analyses a month, even under 50 concurrent requests from two processes. */
describe.skipIf(!template)('free quota under concurrency (PostgreSQL, two server processes)', () => {
  const children: ChildProcess[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await drop?.();
  });

  it('lets exactly 10 of 50 concurrent analyses through and the counter reads 10', {
    timeout: 120_000,
  }, async () => {
    const clone = await cloneTemplateDatabase(process.env.TEST_DATABASE_URL!, template);
    drop = clone.drop;
    const [a, b] = await Promise.all([startServerProcess(clone.url), startServerProcess(clone.url)]);
    children.push(a!.child, b!.child);

    const credentials = { email: `race-${Date.now()}@example.com`, password: 'correct horse battery' };
    const post = (pathname: string, body: unknown) =>
      fetch(`${a!.url}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify(body),
      });
    expect((await post('/api/auth/sign-up/email', { ...credentials, name: 'Racer' })).status).toBe(200);
    const signIn = await post('/api/auth/sign-in/email', credentials);
    expect(signIn.status).toBe(200);
    const cookie = sessionCookie(signIn);

    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${(i % 2 === 0 ? a : b)!.url}/api/analysis`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie },
          // Distinct descriptions: every request misses the cache and needs the quota.
          body: JSON.stringify({
            ticker: 'ACME',
            filingType: '10-K',
            productDescription: `security product ${i}`,
          }),
        }).then(async (res) => {
          if (res.status !== 200 && res.status !== 429) console.error(res.status, await res.text());
          return res.status;
        }),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);

    const database = await openDatabase({ databaseUrl: clone.url, poolSize: 1 });
    try {
      expect(await queryRows(database.db, sql`select used from analysis_usage`)).toEqual([{ used: 10 }]);
    } finally {
      await database.close();
    }
  });
});
