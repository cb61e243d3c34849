import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_REPORT_EXPECTATIONS } from '../../../eval/current-report-expectations.ts';
import { edgarDir } from '../../../eval/edgar-dir.ts';
import { EIGHT_K_ITEMS } from '../history/eight-k-items.ts';
import { extractCurrentReport } from './current-report-sections.ts';
import type { ParsedFiling } from './types.ts';

interface ManifestFile {
  path: string;
  kind: string;
  ticker: string;
  form: string;
  accession_number: string;
}

const manifest = JSON.parse(readFileSync(path.join(edgarDir, 'manifest.json'), 'utf8')) as {
  files: ManifestFile[];
};
const reports = manifest.files.filter((f) => f.kind === 'primary_document' && f.form === '8-K');

it('has written expectations for every 8-K in the shared EDGAR data', () => {
  expect(reports.length).toBeGreaterThanOrEqual(3);
  expect(reports.map((f) => f.accession_number).sort()).toEqual(
    CURRENT_REPORT_EXPECTATIONS.map((e) => e.accession).sort(),
  );
});

describe.each(reports)('$ticker 8-K $accession_number', (file) => {
  const expected = CURRENT_REPORT_EXPECTATIONS.find((e) => e.accession === file.accession_number)!;
  let parsed: ParsedFiling<'8-K'>;
  beforeAll(() => {
    parsed = extractCurrentReport(readFileSync(path.join(edgarDir, file.path), 'utf8'));
  });

  it('finds exactly its items, in document order, named as the form names them', () => {
    expect(parsed.formType).toBe('8-K');
    expect(parsed.sections.map((s) => s.key)).toEqual(expected.items.map((i) => i.key));
    for (const section of parsed.sections) {
      expect(section.title).toBe(EIGHT_K_ITEMS[section.key]);
      expect(section.heading).toMatch(new RegExp(`^Item ${section.key.replace('.', '\\.')}`));
      expect(section.part).toBeNull();
      expect(section.confidence).toBeGreaterThanOrEqual(0.9);
    }
    expect(parsed.missing).toEqual([]);
  });

  it('starts each item with its first words, gives it a plausible length, and stops before the signatures', () => {
    for (const item of expected.items) {
      const section = parsed.sections.find((s) => s.key === item.key)!;
      expect(section.paragraphs[0]?.text.startsWith(item.firstWords), section.paragraphs[0]?.text).toBe(true);
      expect(section.end - section.start, item.key).toBeGreaterThanOrEqual(item.min);
      expect(section.end - section.start, item.key).toBeLessThanOrEqual(item.max);
      expect(parsed.text.slice(section.start, section.end)).not.toMatch(/\nSIGNATURES?\n/i);
      if (item.subheading) expect(section.subheadings[0]?.text).toBe(item.subheading);
    }
  });

  it('lists the exhibits under Item 9.01', () => {
    const exhibits = parsed.sections.find((s) => s.key === '9.01')!;
    const numbers = exhibits.paragraphs.flatMap((p) => [
      ...p.text.matchAll(/(?:^|\n)(\d{2,3}(?:\.\d+)?) \|/g),
    ]);
    expect(numbers.map((m) => m[1])).toEqual(expected.exhibits);
  });

  it('keeps offsets consistent and leaves out the hidden inline-XBRL header', () => {
    const ordered = parsed.sections;
    ordered.forEach((s, i) => {
      if (i > 0) expect(s.start).toBeGreaterThanOrEqual(ordered[i - 1]!.end);
      for (const span of [...s.paragraphs, ...s.subheadings]) {
        expect(parsed.text.slice(span.start, span.end)).toBe(span.text);
        expect(span.start).toBeGreaterThanOrEqual(s.start);
        expect(span.end).toBeLessThanOrEqual(s.end);
      }
    });
    expect(parsed.text).not.toMatch(/iso4217:|xbrli:|http:\/\/fasb\.org/);
  });
});

describe('8-K item headings', () => {
  const report = (body: string) =>
    extractCurrentReport(`<html><body><p>FORM 8-K</p><p>CURRENT REPORT</p>${body}</body></html>`);

  it('takes only item numbers the form has, once, and not a cross-reference or a link', () => {
    const parsed = report(
      [
        '<p><b>Item 2.99 Something Else</b></p><p>Not an item of Form 8-K.</p>',
        '<p><a href="#x">Item 7.01 Regulation FD Disclosure</a></p>',
        '<p><b>Item 1.01 Entry into a Material Definitive Agreement.</b></p><p>On May 1 the Company signed.</p>',
        '<p>Item 9.01 of this report lists the exhibits.</p>',
        '<p><b>Item 1.01 Entry into a Material Definitive Agreement.</b></p><p>A repeated heading.</p>',
        '<p><b>Signatures</b></p><p>Pursuant to the requirements…</p>',
      ].join(''),
    );
    expect(parsed.sections.map((s) => s.key)).toEqual(['1.01']);
    expect(parsed.sections[0]!.paragraphs.map((p) => p.text)).toContain('On May 1 the Company signed.');
    expect(parsed.text.slice(parsed.sections[0]!.start, parsed.sections[0]!.end)).not.toContain('Pursuant');
  });

  it('finds nothing in a document without item headings, and says so by an empty list', () => {
    expect(report('<p>Press release</p>').sections).toEqual([]);
  });
});
