import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/create-test-app.ts';

/** PostgreSQL only: a server restart drops every connection; the process must survive and recover. */
describe.runIf(process.env.TEST_DB === 'postgres')('database outage', async () => {
  const t = await createTestApp();

  it('answers 503 JSON or recovers while connections are dropped, then serves again', async () => {
    const user = await t.signUp();
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    const during = await t.request('/api/me', { as: user });
    expect([200, 503]).toContain(during.status);
    if (during.status === 503) expect((await during.json()).code).toBe('SERVICE_UNAVAILABLE');
    let after = await t.request('/api/me', { as: user });
    for (let attempt = 0; attempt < 10 && after.status !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = await t.request('/api/me', { as: user });
    }
    expect(after.status).toBe(200);
  });
});
