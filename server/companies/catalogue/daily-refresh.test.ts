import { asc, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestEnv } from '#server/admin/testing/admin-test-env.ts';
import { createTestApp } from '#server/test/create-test-app.ts';
import { startFakeEdgar } from '#server/test/fakes/fake-edgar.ts';
import { catalogueSyncState, companies } from '../schema.ts';
import { insertCompany } from '../testing/companies.ts';
import { DAILY_CURSOR } from './daily-refresh-days.ts';

/** Tuesday 5 August 2025: the refresh reads Friday's and Monday's indexes (no weekend index). */
let now = new Date('2025-08-05T06:00:00Z');

/** Issue #31: after the backfill, only the companies that filed are read again, one index request a day. */
describe('the daily EDGAR refresh job', async () => {
  const fake = await startFakeEdgar();
  afterAll(() => fake.close());
  const t = await createTestApp({ env: adminTestEnv(fake.url), clock: () => now });

  beforeAll(async () => {
    const listings: Array<[string, string]> = [
      ['AAPL', '0000320193'],
      ['WMT', '0000104169'],
      ['MSFT', '0000789019'],
      ['NKE', '0000320187'],
    ];
    for (const [ticker, cik] of listings) await insertCompany(t, { ticker, cik });
  });

  const setCursor = (value: string) =>
    t.db
      .insert(catalogueSyncState)
      .values({ name: DAILY_CURSOR, value })
      .onConflictDoUpdate({ target: catalogueSyncState.name, set: { value } });
  const cursor = async () => (await t.db.select().from(catalogueSyncState))[0]?.value;
  const refreshed = async () =>
    (
      await t.db
        .select({ ticker: companies.ticker })
        .from(companies)
        .where(isNotNull(companies.edgarSyncedAt))
        .orderBy(asc(companies.ticker))
    ).map((row) => row.ticker);
  async function runJob() {
    const { id } = await t.deps.jobs.enqueue('edgar-daily-refresh', {});
    await t.deps.jobs.runDue();
    return (await t.deps.jobs.get(id))!;
  }

  it('starts the backfill instead when none has finished', async () => {
    fake.resetCounters();
    expect(await runJob()).toMatchObject({ state: 'succeeded' });
    expect((await t.deps.jobs.list({ kind: 'edgar-backfill' })).length).toBe(1);
    expect(fake.requestsFor('/Archives/edgar/daily-index/')).toBe(0);
  });

  it('reads each missed weekday once and refreshes only the catalogue companies that filed', async () => {
    await setCursor('2025-07-31');
    // As if the backfill the first run started had been read before the days below.
    await t.db.update(companies).set({ edgarSyncedAt: null });
    fake.resetCounters();
    const job = await runJob();
    // Friday: Apple (NVIDIA filed too, not in this catalogue); Monday: Walmart and Nike. Microsoft did not file.
    expect(job).toMatchObject({ state: 'succeeded', total: 3, updated: 3, errors: 0 });
    expect(fake.requestsFor('/Archives/edgar/daily-index/')).toBe(2);
    expect(fake.requestsFor('/submissions/')).toBe(3);
    expect(await refreshed()).toEqual(['AAPL', 'NKE', 'WMT']);
    expect(await cursor()).toBe('2025-08-04');
  });

  it('asks nothing when yesterday is done', async () => {
    fake.resetCounters();
    expect(await runJob()).toMatchObject({ state: 'succeeded', total: 0 });
    expect(fake.totalRequests).toBe(0);
  });

  it("passes a holiday's missing index, but waits for yesterday's until it is published", async () => {
    now = new Date('2025-08-07T06:00:00Z');
    await setCursor('2025-08-04');
    fake.fault({
      path: '/Archives/edgar/daily-index/2025/QTR3/master.20250805.idx',
      kind: 'status',
      status: 404,
      times: 1,
    });
    fake.fault({
      path: '/Archives/edgar/daily-index/2025/QTR3/master.20250806.idx',
      kind: 'status',
      status: 404,
      times: 1,
    });
    const job = await runJob();
    expect(job).toMatchObject({ state: 'succeeded', total: 0 });
    expect(await cursor()).toBe('2025-08-05');
    const messages = (await t.deps.jobs.logs(job.id)).map((line) => line.message).join('\n');
    expect(messages).toMatch(/2025-08-05: no index \(a holiday\)/);
    expect(messages).toMatch(/2025-08-06: no index published yet/);
  });

  it('is on the daily schedule', async () => {
    expect(await t.deps.schedules.get('edgar-daily-refresh')).toMatchObject({
      kind: 'edgar-daily-refresh',
      cron: '0 6 * * *',
      enabled: true,
    });
  });
});
