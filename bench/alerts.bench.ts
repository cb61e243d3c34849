import { user } from '../server/accounts/schema.ts';
import { runAlerts } from '../server/alerts/alert-run.ts';
import { companies, userSavedCompanies } from '../server/companies/schema.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { createDbRateLimiter } from '../server/edgar/db-rate-limiter.ts';
import { createEdgarCache } from '../server/edgar/edgar-cache.ts';
import { createEdgarClient } from '../server/edgar/edgar-client.ts';
import type { Mailer } from '../server/mail/mailer.ts';
import { startFakeEdgar } from '../server/test/fakes/fake-edgar.ts';
import { maxInWindow } from '../server/test/max-in-window.ts';
import type { BenchReport } from './report.ts';

/**
 * The alert run for N saved companies (default 1,000; `ALERTS_BENCH_COMPANIES`) against the fake EDGAR, each with
 * one new 10-Q: requests made, time, and the busiest second (goal ≤ 8 requests per second, the shared limiter).
 */
export async function benchAlerts(): Promise<BenchReport> {
  const count = Number(process.env.ALERTS_BENCH_COMPANIES ?? 1000);
  const fake = await startFakeEdgar();
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await runMigrations(database);
    const db = database.db;
    const today = new Date().toISOString().slice(0, 10);
    await db.insert(user).values({ id: 'bench-user', name: 'Bench', email: 'bench@example.com' });
    const rows = Array.from({ length: count }, (_, i) => ({
      ticker: `BNCH${i}`,
      name: `Bench Company ${i}`,
      cik: String(900000 + i).padStart(10, '0'),
    }));
    const inserted = await db.insert(companies).values(rows).returning({ id: companies.id });
    await db
      .insert(userSavedCompanies)
      .values(inserted.map((row) => ({ userId: 'bench-user', companyId: row.id })));
    for (const [i, row] of rows.entries()) {
      fake.addFiling({
        cik: 900000 + i,
        ticker: row.ticker,
        form: '10-Q',
        accessionNumber: `${row.cik}-26-000001`,
        filingDate: today,
        reportDate: today,
        primaryDocument: 'q.htm',
        html: '<p>q</p>',
      });
    }
    let mails = 0;
    const mailer: Mailer = {
      mode: 'outbox',
      send: async () => {
        mails += 1;
      },
    };
    const edgar = createEdgarClient({
      wwwUrl: fake.url,
      dataUrl: fake.url,
      userAgent: '10Kai bench bench@example.com',
      limiter: createDbRateLimiter(db),
    });
    const clock = () => new Date();
    const cache = createEdgarCache({ db, clock });
    const deps = { db, edgar, cache, mailer, secret: 'bench', appUrl: 'http://localhost', clock };
    // Two runs: the first (no day read from the daily index yet) reads every submissions document and today's
    // index; the second learns from today's index that nothing new was filed and reads no company.
    const run = async (label: string, expectAlerts: number, expectRequests: number) => {
      fake.resetCounters();
      const mailsBefore = mails;
      const started = Date.now();
      const result = await runAlerts(deps);
      const seconds = (Date.now() - started) / 1000;
      const worst = maxInWindow(fake.arrivals, 1000);
      const ok = worst <= 8 && result.created === expectAlerts && fake.totalRequests === expectRequests;
      return {
        run: label,
        companies: count,
        requests: fake.totalRequests,
        '304s': fake.notModified,
        alerts: result.created,
        mails: mails - mailsBefore,
        seconds: seconds.toFixed(1),
        'max in any 1 s window': worst,
        goal: '≤ 8',
        result: ok ? 'pass' : 'FAIL',
      };
    };
    const first = await run('first (new 10-Q each)', count, count + 1);
    const second = await run('second (nothing new in the daily index)', 0, 1);
    return {
      title: `Alert run: ${count} saved companies against the fake EDGAR`,
      rows: [first, second],
      notes: [
        'The first run reads every company (one conditional submissions request each); later runs read only the companies the daily index names (see alerts-day).',
      ],
    };
  } finally {
    await database.close();
    await fake.close();
  }
}
