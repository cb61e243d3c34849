/**
 * One run of the catalogue benchmark in a process of its own (so its peak memory is its own): a fresh database,
 * the Complete SEC Import job end to end against the fake EDGAR (download, parse, insert, analyse), then search
 * timings over the ~10,000 companies. argv: fakeEdgarUrl [databaseUrl]. Prints one JSON line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { searchCompanies } from '../server/companies/search-companies.ts';
import { seedDatabase } from '../server/companies/seed-database.ts';
import { loadConfig } from '../server/config.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { createDeps } from '../server/deps.ts';
import { createLogger } from '../server/log.ts';

const [fakeUrl, databaseUrl] = process.argv.slice(2) as [string, string | undefined];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-bench-catalogue-'));
const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite') });
await runMigrations(database);
await seedDatabase(database);
const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  SEC_WWW_URL: fakeUrl,
  SEC_DATA_URL: fakeUrl,
  SEC_USER_AGENT: '10Kai bench bench@10kai.invalid',
  BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  IMPORT_PACING: 'none',
  LOG_LEVEL: 'silent',
});
const deps = createDeps({
  config,
  database,
  log: createLogger('silent'),
  secret: config.BETTER_AUTH_SECRET!,
});
const rssBefore = process.memoryUsage().rss;
let rssPeak = rssBefore;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
}, 25);
const started = performance.now();
const { id } = await deps.jobs.enqueue('sec-complete', {});
await deps.jobs.runDue();
const importMs = performance.now() - started;
clearInterval(sampler);
rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
const job = await deps.jobs.get(id);
const peakMb = process.resourceUsage().maxRSS / 1024;

const QUERIES = ['apple', 'msft', 'microsoft', 'nvda', 'bank', 'pharmaceuticals', 'icros'];
const search = [];
for (const query of QUERIES) {
  const times: number[] = [];
  let first = '';
  for (let run = 0; run < 21; run += 1) {
    const t0 = performance.now();
    const rows = await searchCompanies(database.db, query);
    times.push(performance.now() - t0);
    first = rows[0]?.ticker ?? '—';
  }
  times.sort((a, b) => a - b);
  search.push({ query, first, medianMs: Number(times[10]!.toFixed(2)) });
}
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    state: job?.state,
    total: job?.total,
    imported: job?.imported,
    skipped: job?.skipped,
    importMs: Math.round(importMs),
    peakMb: Math.round(peakMb),
    startMb: Math.round(rssBefore / 1024 / 1024),
    importPeakMb: Math.round(rssPeak / 1024 / 1024),
    search,
  }),
);
