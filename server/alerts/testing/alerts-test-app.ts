import { afterAll } from 'vitest';
import { edgarDay } from '#server/edgar/daily-index.ts';
import { createTestApp } from '#server/test/create-test-app.ts';
import { startFakeEdgar } from '#server/test/fakes/fake-edgar.ts';

/**
 * The alert tests' app: EDGAR is a local fake the test publishes filings to (`fake.addFiling`), and the app's clock
 * reads `time.ms`, which a test moves to lapse a lease, expire a link or reach next Monday.
 */
export async function createAlertsTestApp() {
  const fake = await startFakeEdgar();
  afterAll(() => fake.close());
  const time = { ms: edgarWorkingHours(Date.now()) };
  const t = await createTestApp({
    env: { SEC_WWW_URL: fake.url, SEC_DATA_URL: fake.url },
    clock: () => new Date(time.ms),
  });
  const today = edgarDay(new Date(time.ms));
  /** `publish(form, seq)` files a form today for a made-up company on the fake EDGAR. */
  const publisher = (cik: number, ticker: string) => (form: string, seq: string) =>
    fake.addFiling({
      cik,
      ticker,
      form,
      accessionNumber: `${String(cik).padStart(10, '0')}-26-${seq}`,
      filingDate: today,
      reportDate: '2026-09-30',
      primaryDocument: `${seq}.htm`,
      html: '<p>filing</p>',
    });
  return {
    fake,
    t,
    time,
    today,
    publisher,
    /** What `runAlerts` and `sendWeeklyDigests` take, from the app's own dependencies. */
    runDeps: { ...t.deps, cache: t.deps.edgarCache, appUrl: t.config.APP_URL },
  };
}

const NEW_YORK = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  hour: 'numeric',
  hourCycle: 'h23',
});

/**
 * `ms`, or the first half hour after it on a weekday between 06:00 and 20:00 in New York: a filing the tests publish
 * "today" is then in EDGAR's index of a business day that stays today for the hours a test moves the clock on.
 */
function edgarWorkingHours(ms: number): number {
  for (let at = ms; ; at += 30 * 60_000) {
    const parts = NEW_YORK.formatToParts(new Date(at));
    const weekday = parts.find((part) => part.type === 'weekday')?.value;
    const hour = Number(parts.find((part) => part.type === 'hour')?.value);
    if (weekday !== 'Sat' && weekday !== 'Sun' && hour >= 6 && hour < 20) return at;
  }
}
