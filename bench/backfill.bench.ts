import { runBackfill } from '../server/companies/catalogue/edgar-backfill.ts';
import { companies } from '../server/companies/schema.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { createDbRateLimiter } from '../server/edgar/db-rate-limiter.ts';
import { createEdgarClient } from '../server/edgar/edgar-client.ts';
import { EDGAR_REQUESTS_PER_SECOND } from '../server/edgar/rate-limiter.ts';
import type { JobContext, JobRunner } from '../server/jobs/types.ts';
import { startFakeEdgar } from '../server/test/fakes/fake-edgar.ts';
import { maxInWindow } from '../server/test/max-in-window.ts';
import type { BenchReport } from './report.ts';

/**
 * Issue #31: the EDGAR backfill over N registrants (default 200; `BACKFILL_BENCH_COMPANIES`) against the fake EDGAR,
 * through the shared database limiter at its configured pace: requests per second and the busiest second.
 */
export async function benchBackfill(): Promise<BenchReport> {
  const count = Number(process.env.BACKFILL_BENCH_COMPANIES ?? 200);
  const fake = await startFakeEdgar();
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await runMigrations(database);
    const rows = Array.from({ length: count }, (_, i) => ({
      ticker: `BF${i}`,
      name: `Backfill Company ${i}`,
      cik: String(800000 + i).padStart(10, '0'),
    }));
    await database.db.insert(companies).values(rows);
    for (const [i, row] of rows.entries()) {
      fake.addFiling({
        cik: 800000 + i,
        ticker: row.ticker,
        form: '10-K',
        accessionNumber: `${800000 + i}-25-000001`,
        filingDate: '2025-03-01',
        reportDate: '2024-12-31',
        primaryDocument: 'k.htm',
        html: '<p>k</p>',
      });
    }
    const limiter = createDbRateLimiter(database.db);
    const edgar = createEdgarClient({
      wwwUrl: fake.url,
      dataUrl: fake.url,
      userAgent: '10Kai bench bench@example.com',
      limiter,
    });
    const started = new Date();
    const jobs = {
      get: async () => ({ createdAt: started.toISOString(), errors: 0 }),
    } as unknown as JobRunner;
    let counts = { updated: 0, errors: 0 };
    const ctx = {
      id: 'bench',
      kind: 'edgar-backfill',
      payload: {},
      attempt: 1,
      signal: new AbortController().signal,
      log: async () => {},
      progress: async (next: typeof counts) => {
        counts = { ...counts, ...next };
      },
    } as unknown as JobContext<unknown>;
    fake.resetCounters();
    await runBackfill({ database, edgar, jobs, clock: () => new Date() }, ctx);
    const seconds = (Date.now() - started.getTime()) / 1000;
    const rate = fake.totalRequests / seconds;
    const worst = maxInWindow(fake.arrivals, 1000);
    return {
      title: `EDGAR backfill: ${count} registrants against the fake EDGAR`,
      rows: [
        {
          registrants: count,
          updated: counts.updated,
          skipped: counts.errors,
          requests: fake.totalRequests,
          seconds: seconds.toFixed(1),
          'requests/s': rate.toFixed(2),
          'max in any 1 s window': worst,
          goal: `≈ ${EDGAR_REQUESTS_PER_SECOND}/s (the shared limiter), never above`,
          result: counts.updated === count && worst <= EDGAR_REQUESTS_PER_SECOND ? 'pass' : 'FAIL',
        },
      ],
      notes: [
        `The full catalogue (~7,900 registrants) at this pace: about ${Math.round(7900 / rate / 60)} minutes, one request per registrant.`,
      ],
    };
  } finally {
    await database.close();
    await fake.close();
  }
}
