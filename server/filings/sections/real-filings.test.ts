import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PeriodicForm } from '../../../contract/fields.ts';
import { edgarDir } from '../../../eval/edgar-dir.ts';
import { EXPECTATIONS } from '../../../eval/section-expectations.ts';
import { extractSections } from './extract-sections.ts';
import type { ParsedFiling } from './types.ts';

interface ManifestFile {
  path: string;
  kind: string;
  ticker: string;
  form: PeriodicForm;
  accession_number: string;
}

const manifest = JSON.parse(readFileSync(path.join(edgarDir, 'manifest.json'), 'utf8')) as {
  files: ManifestFile[];
};
// 8-Ks report events under items of their own; their extraction has its own test.
const filings = manifest.files.filter(
  (f) => f.kind === 'primary_document' && (f.form === '10-K' || f.form === '10-Q'),
);

it('has written expectations for every 10-K and 10-Q primary document in the shared EDGAR data', () => {
  expect(filings.length).toBe(22);
  const accessions = EXPECTATIONS.map((e) => e.accession).sort();
  expect(filings.map((f) => f.accession_number).sort()).toEqual(accessions);
});

describe.each(filings)('$ticker $form $accession_number', (file) => {
  const expected = EXPECTATIONS.find((e) => e.accession === file.accession_number)!;
  let parsed: ParsedFiling;
  beforeAll(() => {
    parsed = extractSections(readFileSync(path.join(edgarDir, file.path), 'utf8'), file.form);
  });
  const section = (key: string) => parsed.sections.find((s) => s.key === key);

  it('finds exactly the sections the document has', () => {
    expect(expected.form).toBe(file.form);
    const all = [...expected.found, ...Object.keys(expected.byReference)];
    expect(parsed.sections.map((s) => s.key).sort()).toEqual([...new Set(all)].sort());
  });

  it('reports absent sections with their reason and pointer-only ones as by reference, with the pointer', () => {
    const missing = Object.fromEntries(parsed.missing.map((m) => [m.key, m.reason]));
    expect(missing).toEqual(expected.missing);
    const byReference = parsed.sections.filter((s) => s.kind === 'by reference');
    expect(Object.fromEntries(byReference.map((s) => [s.key, s.pointsTo]))).toEqual(expected.byReference);
    for (const s of byReference) {
      expect(s.pointer!.text.length, s.key).toBeGreaterThan(20);
      expect(parsed.text.slice(s.pointer!.start, s.pointer!.end)).toBe(s.pointer!.text);
      expect(s.subheadings).toEqual([]);
    }
  });

  it('starts each checked section with its first words and gives it a plausible length', () => {
    for (const [key, { firstWords, min, max }] of Object.entries(expected.checks)) {
      const found = section(key);
      expect(found, key).toBeDefined();
      expect(found!.paragraphs[0]?.text.startsWith(firstWords), `${key}: ${found!.paragraphs[0]?.text}`).toBe(
        true,
      );
      expect(found!.end - found!.start, key).toBeGreaterThanOrEqual(min);
      expect(found!.end - found!.start, key).toBeLessThanOrEqual(max);
    }
  });

  it('takes the real risk-factor titles, clean, and not the group headings', () => {
    const risks = section(file.form === '10-K' ? '1A' : 'II-1A');
    const titles = risks?.subheadings ?? [];
    expected.riskTitles.forEach((title, i) => {
      expect(titles[i]?.text.startsWith(title), `title ${i}: ${titles[i]?.text}`).toBe(true);
    });
    if (expected.riskTitles.length === 0) expect(titles).toEqual([]);
    for (const t of titles) {
      expect(t.text).not.toMatch(/(?:\s|\|)\d{1,3}$/);
      expect(t.text).toBe(t.text.trim());
    }
    const titleTexts = new Set(titles.map((t) => t.text));
    for (const group of expected.riskGroups ?? []) {
      expect(titleTexts.has(group), group).toBe(false);
      expect(risks?.groupHeadings?.map((g) => g.text)).toContain(group);
    }
  });

  it('never takes the table of contents for a section', () => {
    for (const s of parsed.sections) {
      expect(s.heading, s.key).toMatch(/^items?\s*\d/i);
      expect(s.heading, s.key).not.toMatch(/\s\d{1,3}$/);
      expect(s.confidence, s.key).toBeGreaterThanOrEqual(0.6);
    }
    const first = [...parsed.sections].sort((a, b) => a.start - b.start)[0]!;
    expect(parsed.text.slice(0, first.start)).toMatch(/table of contents/i);
  });

  it('keeps offsets consistent: spans are slices of the text and sections do not overlap', () => {
    const ordered = [...parsed.sections].sort((a, b) => a.start - b.start);
    ordered.forEach((s, i) => {
      expect(s.end).toBeGreaterThan(s.start);
      if (i > 0) expect(s.start, s.key).toBeGreaterThanOrEqual(ordered[i - 1]!.end);
      for (const span of [...s.paragraphs, ...s.subheadings]) {
        expect(parsed.text.slice(span.start, span.end)).toBe(span.text);
        expect(span.start).toBeGreaterThanOrEqual(s.start);
        expect(span.end).toBeLessThanOrEqual(s.end);
      }
    });
  });

  it('leaves out the hidden inline-XBRL header', () => {
    expect(parsed.text).not.toMatch(/iso4217:|xbrli:|http:\/\/fasb\.org/);
    expect(parsed.text).not.toMatch(/\n{3}| {2}/);
  });
});
