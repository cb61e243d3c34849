import { afterAll } from 'vitest';
import { createTestApp } from '../../test/create-test-app.ts';
import { startFakeEdgar } from '../../test/fakes/fake-edgar.ts';

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
  return {
    fake,
    t,
    time,
    today: new Date(time.ms).toISOString().slice(0, 10),
    /** What `runAlerts` and `sendWeeklyDigests` take, from the app's own dependencies. */
    runDeps: { ...t.deps, cache: t.deps.edgarCache, appUrl: t.config.APP_URL },
  };
}
