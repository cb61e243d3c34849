import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readCompanyFacts } from '../server/financials/companyfacts.ts';
import { normaliseFinancials } from '../server/financials/normalise-financials.ts';
import { SHARED_EDGAR_DIR } from '../server/test/fakes/fake-edgar.ts';
import type { BenchReport } from './report.ts';

/** One companyfacts file: JSON.parse + validation + normalisation, median of 5 after a cold first run. */
export type FinancialsBenchRow = {
  file: string;
  bytes: number;
  coldMs: number;
  medianMs: number;
  /** Peak RSS of the measuring process (Node itself included), MB. */
  peakMB: number;
};

const RUNS = 5;
const thisFile = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(thisFile), '..');
const factsDir = path.join(SHARED_EDGAR_DIR, 'api/xbrl/companyfacts');

function run(text: string) {
  return normaliseFinancials(readCompanyFacts(JSON.parse(text)), { wwwOrigin: 'https://www.sec.gov' });
}

function measureInThisProcess(file: string): Omit<FinancialsBenchRow, 'file'> {
  const text = readFileSync(file, 'utf8');
  const cold = performance.now();
  run(text);
  const coldMs = performance.now() - cold;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    run(text);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    bytes: Buffer.byteLength(text),
    coldMs: Math.round(coldMs),
    medianMs: Math.round(times[Math.floor(RUNS / 2)] ?? 0),
    peakMB: Math.round((process.resourceUsage().maxRSS * 1024) / 2 ** 20),
  };
}

/** Every shared companyfacts file, each in a fresh process so its peak memory is its own. */
export async function benchFinancials(): Promise<BenchReport[]> {
  const rows: FinancialsBenchRow[] = [];
  for (const name of readdirSync(factsDir).filter((file) => file.endsWith('.json'))) {
    const output = execFileSync(process.execPath, ['--import', 'tsx', thisFile], {
      cwd: repoRoot,
      env: { ...process.env, FINANCIALS_BENCH_FILE: path.join(factsDir, name) },
      encoding: 'utf8',
    });
    rows.push({ file: name, ...JSON.parse(output.trim().split('\n').pop() ?? '{}') });
  }
  const largest = rows.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return [
    {
      title: 'Financials from XBRL company facts (server/financials)',
      rows,
      notes: [
        `Parse (JSON.parse of the file's text) + validation + normalisation; median of ${RUNS} after a cold first ` +
          `run, each file in a fresh process. Goal for the largest (${largest.file}, ${(largest.bytes / 1e6).toFixed(1)} MB): ` +
          `≤ 300 ms and ≤ 150 MB peak; measured ${largest.coldMs} ms cold, ${largest.medianMs} ms warm, ${largest.peakMB} MB.`,
      ],
    },
    financialsChunks(),
  ];
}

/** The Financials tab's JavaScript, fetched only when the tab opens (see e2e/depth), next to the dashboard's. */
function financialsChunks(): BenchReport {
  const assets = path.join(repoRoot, 'dist/web/assets');
  const rows = readdirSync(assets)
    .filter((name) => /^(dashboard-page|financials-tab|financials-chart)-.*\.js$/.test(name))
    .map((name) => {
      const bytes = readFileSync(path.join(assets, name));
      return {
        chunk: name.replace(/-[\w-]{8}\.js$/, '.js'),
        KB: Math.round(statSync(path.join(assets, name)).size / 102.4) / 10,
        gzipKB: Math.round(gzipSync(bytes).length / 102.4) / 10,
        loaded: name.startsWith('dashboard') ? 'with the dashboard' : 'when the Financials tab opens',
      };
    });
  return {
    title: 'Financials tab JavaScript (production build)',
    rows,
    notes: [
      'The chart library (recharts) is only in financials-chart; the dashboard chunk does not import it.',
    ],
  };
}

const childFile = process.env.FINANCIALS_BENCH_FILE;
if (childFile && process.argv[1] === thisFile) console.log(JSON.stringify(measureInThisProcess(childFile)));
