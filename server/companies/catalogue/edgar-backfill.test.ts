import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, adminTestEnv } from '#server/admin/testing/admin-test-env.ts';
import { createJobRunner } from '#server/jobs/job-runner.ts';
import { createTestApp } from '#server/test/create-test-app.ts';
import { startFakeEdgar } from '#server/test/fakes/fake-edgar.ts';
import { catalogueSyncState, companies } from '../schema.ts';
import { insertCompany } from '../testing/companies.ts';
import { registerCatalogueJobs } from './catalogue-jobs.ts';

const LISTINGS: Array<[string, string | null]> = [
  ['AAPL', '0000320193'],
  ['WMT', '0000104169'],
  ['MSFT', '0000789019'],
  ['NVDA', '0001045810'],
  // Garbled on EDGAR (a fault below), and a CIK EDGAR has never heard of (404).
  ['NKE', '0000320187'],
  ['GONE', '0009999999'],
  ['NOCIK', null],
];

/** Issue #31: every company's EDGAR submissions, at the shared pace, with progress, resumable. */
describe('the EDGAR backfill job', async () => {
  const fake = await startFakeEdgar();
  afterAll(() => fake.close());
  const t = await createTestApp({ env: adminTestEnv(fake.url) });

  beforeAll(async () => {
    for (const [ticker, cik] of LISTINGS) {
      await insertCompany(t, { ticker, cik, industry: 'Unknown', sector: 'Unknown', sic: null });
    }
  });

  const rows = () =>
    t.db
      .select({
        ticker: companies.ticker,
        sic: companies.sic,
        sector: companies.sector,
        state: companies.stateOfIncorporation,
        fiscalYearEnd: companies.fiscalYearEnd,
        synced: companies.edgarSyncedAt,
      })
      .from(companies)
      .orderBy(asc(companies.ticker));

  it('overwrites each registrant from its submissions and skips a 404 or garbled file with the reason', async () => {
    fake.resetCounters();
    fake.fault({
      path: '/submissions/CIK0000320187.json',
      kind: 'body',
      body: '{"cik": "320187", "filings"',
      times: 1,
    });
    const { id } = await t.deps.jobs.enqueue('edgar-backfill', {});
    await t.deps.jobs.runDue();
    const job = await t.deps.jobs.get(id);
    expect(job).toMatchObject({ state: 'succeeded', total: 6, updated: 4, errors: 2 });
    expect(fake.requestsFor('/submissions/')).toBe(6);

    const [apple] = await t.db.select().from(companies).where(eq(companies.ticker, 'AAPL'));
    expect(apple).toMatchObject({
      name: 'Apple Inc.',
      sic: 3571,
      industry: 'Electronic Computers',
      sector: 'Information Technology',
      exchange: 'NASDAQ',
      stateOfIncorporation: 'CA',
      fiscalYearEnd: '0926',
    });
    expect(apple?.formerNames[0]).toEqual({ name: 'APPLE INC', from: '2007-01-10', to: '2019-08-05' });
    const byTicker = Object.fromEntries((await rows()).map((row) => [row.ticker, row]));
    expect(byTicker.NOCIK?.synced).toBeNull();
    expect(byTicker.GONE).toMatchObject({ sic: null, sector: 'Unknown' });
    expect(byTicker.GONE?.synced).not.toBeNull();

    const errors = (await t.deps.jobs.logs(id))
      .filter((line) => line.level === 'error')
      .map((l) => l.message);
    expect(errors).toHaveLength(2);
    expect(errors.join('\n')).toMatch(/CIK 320187: .*(malformed|not|JSON)/i);
    expect(errors.join('\n')).toMatch(/CIK 9999999: SEC EDGAR has no such record/);
    // The daily refresh starts from here.
    expect(await t.db.select().from(catalogueSyncState)).toHaveLength(1);
  });

  it('resumes after a restart from the durable cursor, reading no registrant twice', {
    timeout: 60_000,
  }, async () => {
    // Each file takes a while, so the stop lands mid-walk.
    fake.fault({ path: '/submissions/', kind: 'delay', ms: 300 });
    fake.resetCounters();
    const first = t.deps.jobs;
    const { id } = await first.enqueue('edgar-backfill', {});
    first.start();
    await expect
      .poll(async () => (await first.get(id))?.updated ?? 0, { timeout: 20_000, interval: 50 })
      .toBeGreaterThan(0);
    await first.stop();
    const interrupted = await first.get(id);
    expect(interrupted?.state).toBe('running');
    expect(interrupted!.updated + interrupted!.errors).toBeLessThan(6);

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
    expect(await second.get(id)).toMatchObject({ state: 'succeeded', total: 6, updated: 5, errors: 1 });
    // One request per registrant across both runs, plus at most the one cut short by the stop.
    expect(fake.requestsFor('/submissions/')).toBeLessThanOrEqual(7);
  });

  it('is startable from the Data Manager, one at a time', async () => {
    const admin = await t.signUp({ email: ADMIN_EMAIL });
    const response = await t.request('/api/admin/imports', { as: admin, json: { kind: 'edgar-backfill' } });
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ job: { kind: 'edgar-backfill', state: 'queued' } });
    const again = await t.request('/api/admin/imports', { as: admin, json: { kind: 'edgar-backfill' } });
    expect(await again.json()).toMatchObject({ alreadyRunning: true });
  });
});
