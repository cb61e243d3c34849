import { describe, expect, it } from 'vitest';
import { SANITIZER_VERSION } from '#server/filings/documents/filing-documents.ts';
import { createParsedFilings } from '#server/filings/documents/parsed-filings.ts';
import { secFilingDocuments } from '#server/filings/schema.ts';
import { insertFiling } from '#server/filings/testing/filings.ts';
import { createLogger } from '#server/log.ts';
import { createTestApp } from '#server/test/create-test-app.ts';
import { createCpuPool } from './cpu-pool.ts';

const RUNAWAY = '0000000001-25-000001';
const ORDINARY = '0000000001-25-000002';

/** A worker thread that runs out of memory fails that request with a clean error; the next request is served. */
describe('a worker crash seen from a route', { timeout: 120_000 }, async () => {
  // 48 MB of heap loads the worker and parses an ordinary filing; the 21 MB paragraph below does not fit.
  const cpu = createCpuPool({ threads: 1, memoryMb: 48, log: createLogger('silent') });
  const t = await createTestApp({
    overrides: (deps) => ({ cpu, parsedFilings: createParsedFilings(deps.filingDocuments, cpu) }),
  });

  async function store(accession: string, html: string) {
    await insertFiling(t.db, { accessionNumber: accession, ticker: 'ACME', primaryDocument: 'acme.htm' });
    await t.db.insert(secFilingDocuments).values({
      accessionNumber: accession,
      cik: '0000000001',
      primaryDocument: 'acme.htm',
      sourceUrl: 'http://127.0.0.1:9/acme.htm',
      html,
      safeHtml: '<p>acme</p>',
      sanitizerVersion: SANITIZER_VERSION,
      byteSize: html.length,
      sha256: '0'.repeat(64),
    });
  }

  it('answers 500 with the user message, then serves the next filing from a new thread', async () => {
    await store(RUNAWAY, `<html><body><p>${'Revenue grew. '.repeat(1_500_000)}</p></body></html>`);
    await store(
      ORDINARY,
      '<html><body><p>Item 1. Business</p><p>We make anvils for enterprises.</p></body></html>',
    );
    const alice = await t.signUp();
    const failed = await t.request(`/api/sec-filings/${RUNAWAY}/sections`, { as: alice });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({
      error: 'The filing could not be processed. Please try again.',
      code: 'INTERNAL',
    });
    const served = await t.request(`/api/sec-filings/${ORDINARY}/sections`, { as: alice });
    expect(served.status).toBe(200);
    expect(((await served.json()) as { form_type: string }).form_type).toBe('10-K');
    await cpu.close(1000);
  });
});
