import { sql } from 'drizzle-orm';
import { screenQuery } from '../contract/prospects.ts';
import { loadCatalogue } from '../server/companies/catalogue/pglite-snapshot.ts';
import { screenCompanies } from '../server/companies/prospects/screen-companies.ts';
import { similarCompanies } from '../server/companies/prospects/similar-companies.ts';
import { searchCompanies } from '../server/companies/search-companies.ts';
import { seedDatabase } from '../server/companies/seed-database.ts';
import type { Database } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open-database.ts';
import type { BenchReport } from './report.ts';
import { withScratchDatabase } from './server-process.ts';

const SCREENS = [
  '',
  'sector=Healthcare',
  'sic=2834',
  'sector=Financials&sort=name&page=5',
  'exchange=NASDAQ&minRevenue=1000000000&maxRevenue=50000000000',
  'sector=Information Technology&exchange=NYSE&state=DE',
];
const INDUSTRY_WORDS = ['pharmaceutical', 'semiconductor', 'software', 'bank', 'apple', 'icros'];
const RUNS = 51;

async function timed(work: () => Promise<unknown>) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => Number(times[Math.floor(share * (times.length - 1))]!.toFixed(1));
  return { p50Ms: at(0.5), p95Ms: at(0.95) };
}

async function measure(database: Database, name: string) {
  await runMigrations(database);
  await seedDatabase(database);
  await loadCatalogue(database);
  // No revenue source fills the catalogue yet (XBRL frames job): a revenue falling with SEC's size order stands in.
  await database.db.execute(
    sql`update companies set revenue = (10100 - coalesce(size_rank, 10100))::bigint * 10000000`,
  );
  await database.analyze();
  const rows: BenchReport['rows'] = [];
  for (const query of SCREENS) {
    const parsed = screenQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    const { total } = await screenCompanies(database.db, parsed);
    rows.push({
      database: name,
      request: `screen ?${query}`,
      matches: total,
      ...(await timed(() => screenCompanies(database.db, parsed))),
    });
  }
  for (const ticker of ['PFE', 'MSFT', 'JPM']) {
    rows.push({
      database: name,
      request: `similar ${ticker}`,
      matches: (await similarCompanies(database.db, ticker)).companies.length,
      ...(await timed(() => similarCompanies(database.db, ticker))),
    });
  }
  for (const word of INDUSTRY_WORDS) {
    const first = (await searchCompanies(database.db, word))
      .slice(0, 3)
      .map((company) => company.ticker)
      .join(' ');
    rows.push({
      database: name,
      request: `search ${word} → ${first}`,
      matches: '',
      ...(await timed(() => searchCompanies(database.db, word))),
    });
  }
  return rows;
}

/** Issue #31: screen and peers over the full catalogue (~10,000 companies), and search by industry word. */
export async function benchProspects(databaseUrl?: string): Promise<BenchReport> {
  const rows: BenchReport['rows'] = [];
  const embedded = await openDatabase({});
  try {
    rows.push(...(await measure(embedded, 'PGlite')));
  } finally {
    await embedded.close();
  }
  if (databaseUrl) {
    await withScratchDatabase(databaseUrl, async (url) => {
      const server = await openDatabase({ databaseUrl: url });
      try {
        rows.push(...(await measure(server, 'PostgreSQL')));
      } finally {
        await server.close();
      }
    });
  }
  return {
    title: 'Prospects: screen, similar companies and industry search over the catalogue',
    rows,
    notes: [
      `Functions called directly, ${RUNS} runs each after the bundled catalogue (10,038 companies, 9,182 with a SIC code) is loaded; one row per registrant. Revenue is synthetic (falling with SEC's size order) until the XBRL frames job fills it.`,
      'Goals (#31): screen p95 ≤ 50 ms on PostgreSQL, ≤ 200 ms on PGlite.',
    ],
  };
}
