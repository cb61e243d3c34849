import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, userSavedCompanies } from '#server/companies/schema.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { loadProgress, planAlertRun, saveProgress } from './alert-plan.ts';
import { runAlerts } from './alert-run.ts';
import { alerts } from './schema.ts';
import { createAlertsTestApp } from './testing/alerts-test-app.ts';
import { fileEightKs, watchCompaniesAtScale } from './testing/watched-at-scale.ts';

const quiet: Mailer = { mode: 'outbox', send: async () => {} };
const at = (iso: string) => Date.parse(iso);
const from = (indexedThrough: string, partialDate: string | null = null) => ({
  indexedThrough,
  partialDate,
  partialSeen: [],
  retryCiks: [],
});

describe('an alerts day over 10,000 watched companies is planned from the daily index', async () => {
  const { fake, t, time, runDeps } = await createAlertsTestApp();
  const deps = { ...runDeps, mailer: quiet };
  const user = await t.signUp();
  const ciks = await watchCompaniesAtScale(t.db, user.id, 10_000, new Date('2026-04-01T00:00:00Z'));
  // 100 of them file an 8-K over the two days since the last run (Thursday and Friday); the bench files more.
  fileEightKs(fake, ciks.slice(0, 50), '2026-04-30');
  fileEightKs(fake, ciks.slice(5000, 5050), '2026-05-01');
  time.ms = at('2026-05-01T21:00:00Z');
  await saveProgress(t.db, from('2026-04-29'), new Date('2026-04-29T22:00:00Z'));

  it('one index request per day, then one per company that filed: 102 requests, 100 alerts', async () => {
    fake.resetCounters();
    const result = await runAlerts(deps);
    expect(result).toMatchObject({
      companies: 10_000,
      read: 100,
      created: 100,
      pollReason: null,
      failed: [],
    });
    expect(fake.requestsFor('/Archives/edgar/daily-index/')).toBe(2);
    expect(fake.requestsFor('/submissions/')).toBe(100);
    expect(fake.totalRequests).toBe(102);
    expect(await loadProgress(t.db)).toMatchObject({
      indexedThrough: '2026-04-30',
      partialDate: '2026-05-01',
    });
  }, 120_000);

  it("the next run of the same day asks for today's index only, and reads a company only for a new filing", async () => {
    fake.resetCounters();
    expect(await runAlerts(deps)).toMatchObject({ read: 0, created: 0 });
    expect(fake.totalRequests).toBe(1);
    fileEightKs(fake, [ciks[9999]!], '2026-05-01');
    fake.resetCounters();
    expect(await runAlerts(deps)).toMatchObject({ read: 1, created: 1 });
    expect(fake.totalRequests).toBe(2);
  }, 60_000);

  it('the planning step is a plain function: it reads nothing but the index', async () => {
    fileEightKs(fake, [ciks[42]!], '2026-05-04');
    time.ms = at('2026-05-04T21:00:00Z');
    fake.resetCounters();
    const plan = await planAlertRun(deps);
    expect(plan.toRead.map((company) => company.ticker)).toEqual([`W${ciks[42]}`]);
    // Friday (finished now) and Monday; the weekend has no index.
    expect(fake.requestsFor('/Archives/edgar/daily-index/')).toBe(2);
    expect(fake.totalRequests).toBe(2);
  });
});

describe('the alert run falls back to reading every company when the index cannot say', async () => {
  const { fake, t, time, runDeps } = await createAlertsTestApp();
  const deps = { ...runDeps, mailer: quiet };
  const user = await t.signUp();
  const made = await t.db
    .insert(companies)
    .values([
      { ticker: 'FBKA', name: 'Fallback A Corp.', cik: '0000999961' },
      { ticker: 'FBKB', name: 'Fallback B Corp.', cik: '0000999962' },
    ])
    .returning();
  await t.db
    .insert(userSavedCompanies)
    .values(made.map((row) => ({ userId: user.id, companyId: row.id, dateSaved: new Date('2026-04-01') })));
  fileEightKs(fake, [999961, 999962], '2026-03-02');

  it('the first run reads every company and remembers where it is', async () => {
    time.ms = at('2026-04-20T20:00:00Z');
    expect(await runAlerts(deps)).toMatchObject({ read: 2, pollReason: expect.stringMatching(/first run/) });
    expect(await loadProgress(t.db)).toMatchObject({
      indexedThrough: '2026-04-19',
      partialDate: '2026-04-20',
    });
  });

  it("today's index not yet published: nothing is read, the log says so, the day is looked at again", async () => {
    time.ms = at('2026-04-21T20:00:00Z');
    const result = await runAlerts(deps);
    expect(result).toMatchObject({ read: 0, pollReason: null });
    expect(result.notes).toEqual(["today's index (2026-04-21) is not published yet"]);
  });

  it('a past business day without an index (a holiday, or late): every company is read once', async () => {
    time.ms = at('2026-04-22T20:00:00Z');
    fileEightKs(fake, [999961], '2026-04-22');
    const result = await runAlerts(deps);
    expect(result).toMatchObject({ read: 2, created: 1 });
    expect(result.pollReason).toMatch(/no daily index published for 2026-04-21/);
    expect(await runAlerts(deps)).toMatchObject({ read: 0, pollReason: null });
  });

  it('a catch-up over the cap reads every company instead of walking weeks of indexes', async () => {
    time.ms = at('2026-06-22T20:00:00Z');
    fake.resetCounters();
    const result = await runAlerts(deps);
    expect(result.pollReason).toMatch(/business days since the last run/);
    // Today's index (so the next run knows what was covered) and the two companies.
    expect(fake.totalRequests).toBe(3);
    const rows = await t.db.select().from(alerts).where(eq(alerts.userId, user.id));
    expect(rows.map((row) => row.accessionNumber)).toEqual(['0000999961-26-260422']);
  });

  it('a company that could not be read is read again by the next run', async () => {
    time.ms = at('2026-06-23T20:00:00Z');
    fileEightKs(fake, [999962], '2026-06-23');
    fake.fault({ path: '/submissions/CIK0000999962', kind: 'status', status: 503, times: 3 });
    expect(await runAlerts(deps)).toMatchObject({ read: 1, created: 0, failed: ['FBKB'] });
    expect(await runAlerts(deps)).toMatchObject({ read: 1, created: 1, failed: [] });
  });

  it('a day filed on at a weekend is read by the next run, and a weekend without an index is no gap', async () => {
    // An unwatched filer keeps Wednesday to Friday's indexes published, as EDGAR's are.
    for (const day of ['2026-06-24', '2026-06-25', '2026-06-26']) fileEightKs(fake, [999963], day);
    time.ms = at('2026-06-27T15:00:00Z');
    expect(await runAlerts(deps)).toMatchObject({ read: 0, pollReason: null });
    fileEightKs(fake, [999961], '2026-06-27');
    time.ms = at('2026-06-28T15:00:00Z');
    expect(await runAlerts(deps)).toMatchObject({ read: 1, created: 1, pollReason: null });
    time.ms = at('2026-06-29T15:00:00Z');
    expect(await runAlerts(deps)).toMatchObject({ read: 0, created: 0, pollReason: null });
  });
});
