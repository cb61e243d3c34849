import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_EDGAR_DIR } from '#server/test/fakes/fake-edgar.ts';
import type { FilingRow } from '../filing-records.ts';
import { inProcessFilingWork } from '../filing-work.ts';
import type { FilingDocument, FilingDocuments } from './filing-documents.ts';
import { createParsedFilings } from './parsed-filings.ts';

const AAPL_10K = readFileSync(
  path.join(SHARED_EDGAR_DIR, 'Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm'),
  'utf8',
);

/** A document store that counts loads and can be told to fail. */
function documents(failing = new Set<string>()) {
  const loads: string[] = [];
  const store: Pick<FilingDocuments, 'load'> = {
    async load(accession) {
      loads.push(accession);
      if (failing.has(accession)) throw new Error(`missing ${accession}`);
      const filing = { accessionNumber: accession, ticker: 'AAPL', filingType: '10-K' } as FilingRow;
      return { filing, html: AAPL_10K, safeHtml: '' } satisfies FilingDocument;
    },
  };
  return { store, loads };
}

describe('parsed filings cache', () => {
  it('parses a filing once: repeated and concurrent asks share the result', async () => {
    const { store, loads } = documents();
    const parsed = createParsedFilings(store);
    const [first, second] = await Promise.all([parsed.load('a'), parsed.load('a')]);
    const third = await parsed.load('a');
    expect(first.parsed.sections.map((section) => section.key)).toContain('1A');
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(parsed.parseCount()).toBe(1);
    expect(loads).toEqual(['a']);
  });

  it('keeps only the most recently used filings', async () => {
    const { store } = documents();
    const parsed = createParsedFilings(store, inProcessFilingWork, 2);
    await parsed.load('a');
    await parsed.load('b');
    await parsed.load('a');
    await parsed.load('c'); // evicts b, the least recently used
    expect(parsed.parseCount()).toBe(3);
    await parsed.load('a');
    await parsed.load('c');
    expect(parsed.parseCount()).toBe(3);
    await parsed.load('b');
    expect(parsed.parseCount()).toBe(4);
  });

  it('does not keep a failure', async () => {
    const failing = new Set(['x']);
    const { store, loads } = documents(failing);
    const parsed = createParsedFilings(store);
    await expect(parsed.load('x')).rejects.toThrow('missing x');
    failing.clear();
    await expect(parsed.load('x')).resolves.toMatchObject({ filing: { accessionNumber: 'x' } });
    expect(loads).toEqual(['x', 'x']);
  });
});
