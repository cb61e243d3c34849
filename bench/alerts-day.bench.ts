import { user } from '../server/accounts/schema.ts';
import { planAlertRun, saveProgress } from '../server/alerts/alert-plan.ts';
import { runAlerts } from '../server/alerts/alert-run.ts';
import { fileEightKs, watchCompaniesAtScale } from '../server/alerts/testing/watched-at-scale.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { createDbRateLimiter } from '../server/edgar/db-rate-limiter.ts';
import { createEdgarCache } from '../server/edgar/edgar-cache.ts';
import { createEdgarClient } from '../server/edgar/edgar-client.ts';
import type { Mailer } from '../server/mail/mailer.ts';
import { startFakeEdgar } from '../server/test/fakes/fake-edgar.ts';
import type { BenchReport } from './report.ts';

const GOAL_REQUESTS = 500;

/**
 * An alerts day planned from EDGAR's daily index: 10,000 watched companies (`ALERTS_DAY_WATCHED`), of which 300
 * (`ALERTS_DAY_FILERS`) file an 8-K on the day, the last run having been the evening before. Reports EDGAR requests
 * (goal ≤ 500), the planning step's time (watched companies + index + selection) and the whole run's, through the
 * shared limiter at 8 requests a second.
 */
export async function benchAlertsDay(): Promise<BenchReport> {
  const watchedCount = Number(process.env.ALERTS_DAY_WATCHED ?? 10_000);
  const filers = Number(process.env.ALERTS_DAY_FILERS ?? 300);
  const fake = await startFakeEdgar();
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await runMigrations(database);
    const db = database.db;
    await db.insert(user).values({ id: 'bench-user', name: 'Bench', email: 'bench@example.com' });
    const ciks = await watchCompaniesAtScale(
      db,
      'bench-user',
      watchedCount,
      new Date('2026-04-01T00:00:00Z'),
    );
    const step = Math.max(1, Math.floor(watchedCount / filers));
    fileEightKs(fake, ciks.filter((_, i) => i % step === 0).slice(0, filers), '2026-05-01');
    const clock = () => new Date('2026-05-01T21:00:00Z');
    await saveProgress(
      db,
      { indexedThrough: '2026-04-30', partialDate: null, partialSeen: [], retryCiks: [] },
      new Date('2026-04-30T22:00:00Z'),
    );
    const edgar = createEdgarClient({
      wwwUrl: fake.url,
      dataUrl: fake.url,
      userAgent: '10Kai bench bench@example.com',
      limiter: createDbRateLimiter(db),
    });
    const mailer: Mailer = { mode: 'outbox', send: async () => {} };
    const deps = {
      db,
      edgar,
      cache: createEdgarCache({ db, clock }),
      mailer,
      secret: 'bench',
      appUrl: 'http://x',
      clock,
    };

    const planStarted = performance.now();
    const plan = await planAlertRun(deps);
    const planMs = performance.now() - planStarted;
    fake.resetCounters();
    const runStarted = performance.now();
    const result = await runAlerts(deps);
    const runSeconds = (performance.now() - runStarted) / 1000;
    const requests = fake.totalRequests;
    return {
      title: `Alerts day: ${watchedCount} watched companies, ${filers} filed, planned from the daily index`,
      rows: [
        {
          watched: watchedCount,
          'companies read': result.read,
          alerts: result.created,
          'EDGAR requests': requests,
          'index requests': fake.requestsFor('/Archives/edgar/daily-index/'),
          goal: `≤ ${GOAL_REQUESTS}`,
          'planning ms': planMs.toFixed(0),
          'planned reads': plan.toRead.length,
          'run s (8 req/s limiter)': runSeconds.toFixed(1),
          result:
            requests <= GOAL_REQUESTS && result.created === filers && !result.pollReason ? 'pass' : 'FAIL',
        },
      ],
      notes: [
        'Before the daily index every run read every watched company: 10,000 requests a run (about 21 minutes at 8/s).',
      ],
    };
  } finally {
    await database.close();
    await fake.close();
  }
}
