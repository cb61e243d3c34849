import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, adminTestEnv } from '#server/admin/testing/admin-test-env.ts';
import { createTestApp } from '#server/test/create-test-app.ts';
import { startFakeEdgar } from '#server/test/fakes/fake-edgar.ts';
import { companies } from '../schema.ts';
import { insertCompany } from '../testing/companies.ts';
import { pickRevenue, revenuePeriods } from './revenue-frames.ts';

const NOW = new Date('2026-11-26T12:00:00Z');

describe('revenuePeriods', () => {
  it('asks for the latest complete calendar year (complete from October) and the one before', () => {
    expect(revenuePeriods(NOW)).toEqual(['CY2025', 'CY2024']);
    expect(revenuePeriods(new Date('2026-09-30T23:59:59Z'))).toEqual(['CY2024', 'CY2023']);
    expect(revenuePeriods(new Date('2026-10-01T00:00:00Z'))).toEqual(['CY2025', 'CY2024']);
  });
});

describe('pickRevenue', () => {
  const point = (cik: number, val: number) => ({
    accn: '0000000001-25-000001',
    cik,
    entityName: `Filer ${cik}`,
    end: '2025-12-31',
    val,
  });
  const frame = (tag: string, period: string, points: ReturnType<typeof point>[]) => ({
    taxonomy: 'us-gaap',
    tag,
    period,
    unit: 'USD',
    points,
    rejected: 0,
  });

  it("takes a filer's newest period, total revenue before contract revenue, and no figure of zero or less", () => {
    const figures = pickRevenue(
      [
        frame('RevenueFromContractWithCustomerExcludingAssessedTax', 'CY2025', [point(1, 90), point(2, 20)]),
        frame('Revenues', 'CY2025', [point(1, 100), point(4, -5)]),
        frame('Revenues', 'CY2024', [point(2, 15), point(3, 30.4)]),
      ],
      ['CY2025', 'CY2024'],
    );
    expect(figures).toEqual([
      { cik: '0000000001', revenue: 100, period: 'CY2025' },
      { cik: '0000000002', revenue: 20, period: 'CY2025' },
      { cik: '0000000003', revenue: 30, period: 'CY2024' },
    ]);
  });
});

/** Issue #31: revenue for every company from EDGAR's XBRL frames, here the fake's frames built from stored facts. */
describe('the revenue-frames job', async () => {
  const fake = await startFakeEdgar();
  afterAll(() => fake.close());
  const t = await createTestApp({ env: adminTestEnv(fake.url), clock: () => NOW });

  beforeAll(async () => {
    const listings: Array<[string, string]> = [
      ['AAPL', '0000320193'],
      ['WMT', '0000104169'],
      ['NKE', '0000320187'],
      ['GOOGL', '0001652044'],
      ['GOOG', '0001652044'],
      ['TSM', '0001046179'],
      ['NOCIK', ''],
    ];
    for (const [ticker, cik] of listings) await insertCompany(t, { ticker, cik: cik || null });
  });

  const revenues = () =>
    t.db
      .select({ ticker: companies.ticker, revenue: companies.revenue, period: companies.revenuePeriod })
      .from(companies)
      .orderBy(asc(companies.ticker));

  async function runJob() {
    const { id } = await t.deps.jobs.enqueue('revenue-frames', {});
    await t.deps.jobs.runDue();
    const job = await t.deps.jobs.get(id);
    expect(job).toMatchObject({ state: 'succeeded' });
    return job!;
  }

  it('fills every listing of a registrant from ten frame requests (frames EDGAR lacks skipped); an IFRS filer and a company without CIK stay empty', async () => {
    fake.resetCounters();
    const job = await runJob();
    expect(fake.requestsFor('/api/xbrl/frames/us-gaap/')).toBe(10);
    expect(fake.totalRequests).toBe(10);
    expect(await revenues()).toEqual([
      // Apple tags contract revenue only; its fiscal 2025 (to September) is calendar 2025 for EDGAR.
      { ticker: 'AAPL', revenue: 416_161_000_000, period: 'CY2025' },
      { ticker: 'GOOG', revenue: 402_836_000_000, period: 'CY2025' },
      { ticker: 'GOOGL', revenue: 402_836_000_000, period: 'CY2025' },
      // Nike's fiscal 2026 (to May 2026) is not in the stored facts: its latest frame is CY2024.
      { ticker: 'NKE', revenue: 46_309_000_000, period: 'CY2024' },
      { ticker: 'NOCIK', revenue: null, period: null },
      // Taiwan Semiconductor reports under IFRS, not in us-gaap frames.
      { ticker: 'TSM', revenue: null, period: null },
      // Walmart's total revenue (`Revenues`, membership income included), not its contract revenue alone.
      { ticker: 'WMT', revenue: 713_163_000_000, period: 'CY2025' },
    ]);
    // Six registrants have US GAAP revenue in the fake (NVIDIA and Marvell are not in this catalogue).
    expect(job).toMatchObject({ total: 6, updated: 4, skipped: 2 });
  });

  it('changes nothing when run again', async () => {
    const before = await t.db.select().from(companies).orderBy(asc(companies.ticker));
    const job = await runJob();
    expect(job).toMatchObject({ total: 6, updated: 0, skipped: 6 });
    expect(await t.db.select().from(companies).orderBy(asc(companies.ticker))).toEqual(before);
  });

  it('is queued again when EDGAR throttles it, before reading any frame', async () => {
    fake.fault({ path: '/api/xbrl/frames/', kind: 'throttle', retryAfter: 5, times: 1 });
    const { id } = await t.deps.jobs.enqueue('revenue-frames', {});
    await t.deps.jobs.runDue();
    expect(await t.deps.jobs.get(id)).toMatchObject({ state: 'queued', attempts: 1 });
    const logs = await t.deps.jobs.logs(id);
    expect(logs.map((line) => line.message).join('\n')).not.toMatch(/filers/);
    await t.deps.jobs.cancel(id);
  });

  it('is on the daily schedule and startable from the Data Manager', async () => {
    expect(await t.deps.schedules.get('revenue-refresh')).toMatchObject({
      kind: 'revenue-frames',
      cron: '30 4 * * *',
      enabled: true,
    });
    const admin = await t.signUp({ email: ADMIN_EMAIL });
    const response = await t.request('/api/admin/imports', { as: admin, json: { kind: 'revenue-frames' } });
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ job: { kind: 'revenue-frames', state: 'queued' } });
  });
});
