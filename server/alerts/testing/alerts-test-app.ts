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
  const time = { ms: Date.now() };
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
      filingDate: edgarDay(new Date(time.ms)),
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
