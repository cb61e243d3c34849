import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { edgarDir } from '../../../eval/edgar-dir.ts';
import { extractSections, type ParsedFiling } from '../sections/index.ts';
import { compareSection } from './compare-sections.ts';

interface Filing {
  ticker: string;
  form: string;
  filing_date: string;
  primary_document_path: string;
}

const annual = (
  JSON.parse(readFileSync(path.join(edgarDir, 'manifest.json'), 'utf8')) as { filings: Filing[] }
).filings.filter((f) => f.form === '10-K');
/** Companies with two consecutive 10-Ks in the shared data, older first. */
const pairs = [...new Set(annual.map((f) => f.ticker))].flatMap((ticker) => {
  const own = annual
    .filter((f) => f.ticker === ticker)
    .sort((a, b) => a.filing_date.localeCompare(b.filing_date));
  return own.length >= 2 ? [{ ticker, prior: own.at(-2)!, current: own.at(-1)! }] : [];
});

/**
 * Page furniture as these filers print it: Apple's "Apple Inc. | 2025 Form 10-K | 5", Nike's "2025 FORM 10-K 23",
 * Alphabet's "Table of Contents | Alphabet Inc.", a bare page number (Coca-Cola, Walmart, Tesla, NVIDIA).
 */
const FURNITURE =
  /(?:^|\n)(?:Apple Inc\. \| \d{4} Form 10-K \| \d+|\d{4} FORM 10-K \d+|Table of Contents(?: \| Alphabet Inc\.)?|\d{1,3})(?:\n|$)/;

const parse = (filing: Filing): ParsedFiling =>
  extractSections(readFileSync(path.join(edgarDir, filing.primary_document_path), 'utf8'), '10-K');

describe.each(pairs)('what changed in $ticker between its last two 10-Ks', ({ prior, current }) => {
  const before = parse(prior);
  const after = parse(current);

  it.each(['1A', '1'])('Item %s: page furniture is never part of a passage nor of a change', (key) => {
    const comparison = compareSection(before, after, key);
    expect(comparison.compared).toBe(true);
    for (const change of comparison.changes) {
      for (const passage of [change.current, change.prior]) {
        if (passage) expect(passage.body, passage.heading).not.toMatch(FURNITURE);
      }
      for (const sentence of [...change.added, ...change.removed])
        expect(sentence, change.current?.heading).not.toMatch(
          /Form 10-K \|? ?\d+$|^\d{1,3}$|Table of Contents/i,
        );
    }
  });

  it('a rewritten risk factor shows what changed: reworded words, or sentences added or dropped', () => {
    const { changes } = compareSection(before, after, '1A');
    const rewritten = changes.filter((change) => change.kind === 'rewritten');
    for (const change of rewritten) {
      expect(change.added.length + change.removed.length, change.current!.heading).toBeGreaterThan(0);
      for (const edit of change.edits) {
        const kept = edit.parts
          .filter((part) => part.change !== 'added')
          .map((part) => part.text)
          .join('');
        const made = edit.parts
          .filter((part) => part.change !== 'removed')
          .map((part) => part.text)
          .join('');
        expect(kept).toBe(edit.before);
        expect(made).toBe(edit.after);
        expect(edit.parts.some((part) => part.change !== 'same')).toBe(true);
      }
    }
  });
});

it('covers at least four real pairs of consecutive 10-Ks', () => {
  expect(pairs.length).toBeGreaterThanOrEqual(4);
});
