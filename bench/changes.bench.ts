import { readFileSync } from 'node:fs';
import { compareSection, newInitiatives } from '../server/filings/changes/compare-sections.ts';
import { APPLE_10K_PATH, editedApple10K } from '../server/filings/changes/fixtures/edited-apple-10k.ts';
import { extractSections } from '../server/filings/sections/index.ts';
import type { BenchReport } from './report.ts';

const RUNS = 7;

/**
 * 'What changed' between two consecutive 10-Ks (Apple's real one and the test's edited copy of it: the shared data
 * holds one 10-K per company). The comparison alone (Item 1A, Item 1 and new names), both filings already parsed
 * as the route finds them in the parsed-filings cache; goal ≤ 500 ms.
 */
export function benchChanges(): BenchReport {
  const html = readFileSync(APPLE_10K_PATH, 'utf8');
  const prior = extractSections(html, '10-K');
  const current = extractSections(editedApple10K(html), '10-K');
  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const started = performance.now();
    compareSection(prior, current, '1A');
    compareSection(prior, current, '1');
    newInitiatives(prior, current);
    if (i > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = Math.round((times[Math.floor(times.length / 2)] ?? 0) * 10) / 10;
  return {
    title: 'What changed between two 10-Ks (server/filings/changes)',
    rows: [
      { pair: 'AAPL 10-K FY2024 vs edited copy', medianMs: median, maxMs: Math.round(times.at(-1) ?? 0) },
    ],
    notes: [`Median of ${RUNS} runs after one warm-up. Goal ≤ 500 ms; measured ${median} ms.`],
  };
}
