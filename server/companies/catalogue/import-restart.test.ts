import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '#server/jobs/job-runner.ts';
import { createTestApp } from '#server/test/create-test-app.ts';
import { startFakeEdgar } from '#server/test/fakes/fake-edgar.ts';
import { companies } from '../schema.ts';
import { registerCatalogueJobs } from './catalogue-jobs.ts';

describe('an import interrupted by a restart', async () => {
  const edgar = await startFakeEdgar();
  afterAll(() => edgar.close());
  // Spec pacing: the sample import pauses 500 ms between batches of 20, so a stop lands mid-job.
  const t = await createTestApp({ env: { SEC_WWW_URL: edgar.url, SEC_DATA_URL: edgar.url } });

  it('resumes on the next start and ends with each company once', { timeout: 60_000 }, async () => {
    const first = t.deps.jobs;
    const { id } = await first.enqueue('sec-sample', {});
    first.start();
    await expect
      .poll(async () => (await first.get(id))?.imported ?? 0, { timeout: 20_000, interval: 50 })
      .toBeGreaterThan(0);
    await first.stop();
    const interrupted = await first.get(id);
    expect(interrupted?.state).toBe('running');
    expect(interrupted!.imported).toBeLessThan(120);

    // The "restarted" process: a new runner with the same handlers on the same database.
    const second = createJobRunner({ db: t.db, log: t.deps.log });
    registerCatalogueJobs({
      database: t.database,
      edgar: t.deps.edgar,
      finnhub: null,
      jobs: second,
      schedules: t.deps.schedules,
      log: t.deps.log,
      clock: () => new Date(),
      pacing: 'none',
      auditCleanedNames: async () => {},
    });
    expect(await second.runDue()).toBe(1);
    const done = await second.get(id);
    expect(done).toMatchObject({
      state: 'succeeded',
      total: 120,
      imported: 120 - interrupted!.imported,
      errors: 0,
    });
    expect((await t.db.select({ n: count() }).from(companies))[0]?.n).toBe(120);
    expect((await second.logs(id)).some((line) => /Resumed|Interrupted/.test(line.message))).toBe(true);
  });
});
