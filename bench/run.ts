import fs from 'node:fs';
import os from 'node:os';
import { runEval } from '../eval/run.ts';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { benchAlerts } from './alerts.bench.ts';
import { benchAlertsDay } from './alerts-day.bench.ts';
import { benchExtractiveAnalysis, benchPromptTokens } from './analysis.bench.ts';
import { benchAsk } from './ask.bench.ts';
import { benchBackfill } from './backfill.bench.ts';
import { benchCatalogue } from './catalogue.bench.ts';
import { benchChanges } from './changes.bench.ts';
import { benchColdStart } from './cold-start.bench.ts';
import { benchCachedDocumentView, benchSharedLimiter } from './filings.bench.ts';
import { benchFinancials } from './financials.bench.ts';
import { benchFullText } from './full-text.bench.ts';
import { benchLighthouse } from './lighthouse.bench.ts';
import { benchProspects } from './prospects.bench.ts';
import { type BenchReport, toMarkdown } from './report.ts';
import { benchMemory, benchRequestCost } from './request-cost.bench.ts';
import { benchScale } from './scale.bench.ts';
import { benchSearch } from './search.bench.ts';
import { benchSections } from './sections.bench.ts';
import { benchTeamList } from './team-list.bench.ts';
import { benchTechnology } from './technology.bench.ts';
import { withProductionServer } from './with-server.ts';
import { benchWorkerPool } from './worker-pool.bench.ts';

/**
 * `npm run bench`: runs every benchmark the issues name, prints the figures and rewrites docs/benchmarks.md.
 * `npm run bench -- cold-start search` runs only the named ones.
 */
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const benches: Record<string, () => Promise<BenchReport | BenchReport[]>> = {
  'cold-start': () => benchColdStart(databaseUrl),
  sections: () => benchSections(),
  search: () => benchSearch(databaseUrl),
  'filings-cache': () => benchCachedDocumentView(),
  'edgar-limiter': () => benchSharedLimiter(databaseUrl),
  analysis: async () => [await benchExtractiveAnalysis(), await benchPromptTokens()],
  lighthouse: () => withProductionServer(3210, benchLighthouse),
  financials: () => benchFinancials(),
  catalogue: () => benchCatalogue(databaseUrl),
  prospects: () => benchProspects(databaseUrl),
  'full-text': () => benchFullText(databaseUrl),
  eval: async () => runEval().reports,
  'request-cost': () => benchRequestCost(databaseUrl),
  memory: () => benchMemory(),
  changes: async () => benchChanges(),
  alerts: () => benchAlerts(),
  'alerts-day': () => benchAlertsDay(),
  'worker-pool': () => benchWorkerPool(databaseUrl),
  technology: () => benchTechnology(),
  // Issue #29: needs PostgreSQL (also `npm run bench:scale`, which skips cleanly without one).
  scale: () => benchScale(databaseUrl ?? 'postgres://tenkai:tenkai@localhost:5432/tenkai'),
  // Issue #32: a team of 50 and 5,000 shared companies, on PostgreSQL.
  'team-list': () => benchTeamList(databaseUrl ?? 'postgres://tenkai:tenkai@localhost:5432/tenkai'),
  ask: () => benchAsk(),
  backfill: () => benchBackfill(),
};

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
buildIfNeeded();
const sections: string[] = [];
for (const [name, run] of Object.entries(benches)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n▶ ${name}`);
  try {
    const reports = [await run()].flat();
    for (const report of reports) {
      const markdown = toMarkdown(report);
      console.log(markdown);
      sections.push(markdown);
    }
  } catch (error) {
    const message = `## ${name}\n\nFailed: ${(error as Error).message}`;
    console.error(message);
    sections.push(message);
  }
}

const header = [
  '# Benchmarks',
  '',
  `Latest \`npm run bench\`: ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'},`,
  `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}${databaseUrl ? ', PostgreSQL from BENCH_DATABASE_URL' : ''}.`,
  '',
].join('\n');
if (!wanted.length) fs.writeFileSync('docs/benchmarks.md', `${header}\n${sections.join('\n\n')}\n`);
