import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PeriodicForm } from '../contract/fields.ts';
import { edgarDir } from '../eval/edgar-dir.ts';
import { extractSections } from '../server/filings/sections/index.ts';
import { extractSignals } from '../server/research/extract-signals.ts';
import type { BenchReport } from './report.ts';

interface ManifestFile {
  path: string;
  kind: string;
  ticker: string;
  form: PeriodicForm;
  filing_date: string;
  size_bytes: number;
}

const RUNS = 5;
/** Issue #30: signal extraction of the largest 10-K, once parsed. */
const BUDGET_MS = 500;

/** Technology signal extraction (ADR 0310) of every shared 10-K and 10-Q, after parsing: median of 5 runs. */
export async function benchTechnology(): Promise<BenchReport> {
  const manifest = JSON.parse(readFileSync(path.join(edgarDir, 'manifest.json'), 'utf8')) as {
    files: ManifestFile[];
  };
  const files = manifest.files
    .filter((f) => f.kind === 'primary_document' && (f.form === '10-K' || f.form === '10-Q'))
    .sort((a, b) => b.size_bytes - a.size_bytes);
  const rows = files.map((file) => {
    const parsed = extractSections(readFileSync(path.join(edgarDir, file.path), 'utf8'), file.form);
    const times: number[] = [];
    let signals = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      signals = extractSignals(parsed, { ticker: file.ticker }).length;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return {
      filing: `${file.ticker} ${file.form} ${file.filing_date}`,
      bytes: file.size_bytes,
      signals,
      medianMs: Math.round(times[Math.floor(RUNS / 2)]! * 10) / 10,
    };
  });
  const largest = rows[0];
  return {
    title: 'Technology signals: extraction per filing (parsed)',
    rows,
    notes: [
      `Largest filing (${largest?.filing}): ${largest?.medianMs} ms, budget ${BUDGET_MS} ms — ${
        (largest?.medianMs ?? Infinity) <= BUDGET_MS ? 'within' : 'OVER'
      }.`,
    ],
  };
}
