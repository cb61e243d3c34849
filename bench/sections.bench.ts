import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PeriodicForm } from '../contract/fields.ts';
import { edgarDir } from '../eval/edgar-dir.ts';
import { extractSections } from '../server/filings/sections/index.ts';
import type { BenchReport } from './report.ts';

/** One filing: median of 5 runs, and the peak resident memory of a fresh process that only extracts it. */
export type SectionsBenchRow = {
  filing: string;
  bytes: number;
  medianMs: number;
  /** Peak RSS of the measuring process (Node itself included), MB. */
  peakMB: number;
  /** Peak RSS growth over the process before extraction, MB. */
  peakDeltaMB: number;
};

interface ManifestFile {
  path: string;
  kind: string;
  ticker: string;
  form: PeriodicForm;
  filing_date: string;
  size_bytes: number;
}

const RUNS = 5;
const thisFile = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(thisFile), '..');

/**
 * Section extraction of every shared filing. Each filing is measured in its own child process so that its
 * peak memory is not hidden by whatever ran before it.
 */
export async function benchSections(): Promise<BenchReport & { rows: SectionsBenchRow[] }> {
  const manifest = JSON.parse(readFileSync(path.join(edgarDir, 'manifest.json'), 'utf8')) as {
    files: ManifestFile[];
  };
  const rows: SectionsBenchRow[] = [];
  // The goals below are for 10-K and 10-Q extraction; 8-Ks are left out.
  const periodic = manifest.files.filter(
    (f) => f.kind === 'primary_document' && (f.form === '10-K' || f.form === '10-Q'),
  );
  for (const file of periodic) {
    const output = execFileSync(process.execPath, ['--import', 'tsx', thisFile], {
      cwd: repoRoot,
      env: {
        ...process.env,
        SECTIONS_BENCH_FILE: path.join(edgarDir, file.path),
        SECTIONS_BENCH_FORM: file.form,
      },
      encoding: 'utf8',
    });
    const measured = JSON.parse(output.trim().split('\n').pop() ?? '{}') as Omit<SectionsBenchRow, 'filing'>;
    rows.push({ filing: `${file.ticker} ${file.form} ${file.filing_date}`, ...measured });
  }
  const largest = rows.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return {
    title: 'Section extraction (server/filings/sections)',
    rows,
    notes: [
      `Median of ${RUNS} runs after one warm-up, each filing in a fresh process. Goal for the largest ` +
        `(${largest.filing}, ${(largest.bytes / 1e6).toFixed(1)} MB): ≤ 300 ms and ≤ 200 MB peak; ` +
        `measured ${largest.medianMs} ms and ${largest.peakMB} MB.`,
    ],
  };
}

function measureInThisProcess(file: string, form: PeriodicForm): Omit<SectionsBenchRow, 'filing'> {
  const html = readFileSync(file, 'utf8');
  const before = process.memoryUsage().rss;
  extractSections(html, form);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    extractSections(html, form);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const peak = process.resourceUsage().maxRSS * 1024;
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  return {
    bytes: Buffer.byteLength(html),
    medianMs: Math.round(times[Math.floor(RUNS / 2)] ?? 0),
    peakMB: mb(peak),
    peakDeltaMB: mb(Math.max(0, peak - before)),
  };
}

const childFile = process.env.SECTIONS_BENCH_FILE;
if (childFile && process.argv[1] === thisFile) {
  const form = process.env.SECTIONS_BENCH_FORM === '10-Q' ? '10-Q' : '10-K';
  console.log(JSON.stringify(measureInThisProcess(childFile, form)));
}
