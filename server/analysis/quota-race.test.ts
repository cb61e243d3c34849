import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { startTwoAppProcesses, type TwoAppProcesses } from '#server/test/app-processes.ts';
import { sessionCookie, TEST_ORIGIN } from '#server/test/create-test-app.ts';

const template = inject('postgresTemplate');

/** Security guide: exactly 10 free analyses a month, even under 50 concurrent requests from two processes. */
describe.skipIf(!template)('free quota under concurrency (PostgreSQL, two server processes)', () => {
  let apps: TwoAppProcesses | undefined;
  afterAll(() => apps?.stop());

  it('lets exactly 10 of 50 concurrent analyses through and the counter reads 10', {
    timeout: 120_000,
  }, async () => {
    apps = await startTwoAppProcesses(template);
    const { a, b } = apps;

    const credentials = { email: `race-${Date.now()}@example.com`, password: 'correct horse battery' };
    const post = (pathname: string, body: unknown) =>
      fetch(`${a.url}${pathname}`, {
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
        fetch(`${(i % 2 === 0 ? a : b).url}/api/analysis`, {
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

    const database = await openDatabase({ databaseUrl: apps.databaseUrl, poolSize: 1 });
    try {
      expect(await queryRows(database.db, sql`select used from analysis_usage`)).toEqual([{ used: 10 }]);
    } finally {
      await database.close();
    }
  });
});
