import { spawn } from 'node:child_process';
import { startFakeEdgar } from '../server/test/fakes/fake-edgar.ts';
import type { BenchReport } from './report.ts';
import { withScratchDatabase } from './server-process.ts';

interface WorkerResult {
  state: string;
  total: number;
  imported: number;
  skipped: number;
  importMs: number;
  peakMb: number;
  startMb: number;
  importPeakMb: number;
  search: Array<{ query: string; first: string; medianMs: number }>;
}

function runWorker(fakeUrl: string, databaseUrl?: string): Promise<WorkerResult> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/catalogue-import-worker.ts', fakeUrl, ...(databaseUrl ? [databaseUrl] : [])],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`catalogue worker exited with ${code}`));
      resolve(JSON.parse(output.trim().split('\n').at(-1)!) as WorkerResult);
    });
  });
}

/** Issue 19: the Complete SEC Import of the ~10k-company file (≤ 10 s, ≤ 300 MB) and search over it. */
export async function benchCatalogue(databaseUrl?: string): Promise<BenchReport[]> {
  const fake = await startFakeEdgar();
  try {
    const runs: Array<[string, WorkerResult]> = [['PGlite', await runWorker(fake.url)]];
    if (databaseUrl) {
      runs.push(['PostgreSQL', await withScratchDatabase(databaseUrl, (url) => runWorker(fake.url, url))]);
    }
    return [
      {
        title: 'Complete SEC import (company_tickers_exchange.json from the local replica, no pauses)',
        rows: runs.map(([database, run]) => ({
          database,
          state: run.state,
          total: run.total,
          imported: run.imported,
          skipped: run.skipped,
          ms: run.importMs,
          rssBeforeMB: run.startMb,
          rssPeakDuringMB: run.importPeakMb,
          growthMB: run.importPeakMb - run.startMb,
          processMaxMB: run.peakMb,
          goal: '≤ 10000 ms, growth ≤ 300 MB',
        })),
        notes: [
          'One job end to end in a process of its own on a fresh, seeded database: download through the EDGAR client, parse, insert in batches of 1000, ANALYZE. RSS sampled every 25 ms during the job; processMax includes opening and migrating the database (the PGlite WebAssembly heap alone is ~550 MB RSS once opened).',
        ],
      },
      {
        title: 'Search ranking and time over the full catalogue (~10,000 companies)',
        rows: runs.flatMap(([database, run]) =>
          run.search.map((row) => ({ database, query: row.query, first: row.first, medianMs: row.medianMs })),
        ),
        notes: ['searchCompanies() called directly, median of 21 after the import; first = top result.'],
      },
    ];
  } finally {
    await fake.close();
  }
}
