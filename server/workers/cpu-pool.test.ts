import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { ParsedFiling, SectionForm } from '#server/filings/sections/index.ts';
import { AppError } from '#server/http/app-error.ts';
import { createLogger } from '#server/log.ts';
import { edgarDir } from '../../eval/edgar-dir.ts';
import { createCpuPool, inProcessWork } from './cpu-pool.ts';

interface ManifestFiling {
  ticker: string;
  form: string;
  accession_number: string;
  filing_date: string;
  primary_document_path: string;
}

const shared = (
  JSON.parse(readFileSync(path.join(edgarDir, 'manifest.json'), 'utf8')) as { filings: ManifestFiling[] }
).filings.map((filing) => ({
  ...filing,
  html: readFileSync(path.join(edgarDir, filing.primary_document_path), 'utf8'),
}));
const periodic = shared.filter((filing) => filing.form !== '8-K');
const largest = periodic.reduce((a, b) => (b.html.length > a.html.length ? b : a));
const log = createLogger('silent');
const isAppError = (code: string, status: number) => (error: unknown) =>
  error instanceof AppError && error.code === code && error.status === status;

describe('the worker pool gives what the in-process path gives', { timeout: 240_000 }, () => {
  const pool = createCpuPool({ threads: 2, memoryMb: 512, log });
  afterAll(() => pool.close(1000));
  const inProcess = new Map<string, ParsedFiling<SectionForm>>();

  it('parses every shared filing (10-K, 10-Q, 8-K) to the same sections and text', async () => {
    expect(shared.length).toBeGreaterThanOrEqual(25);
    for (const filing of shared) {
      const [threaded, local] = await Promise.all([
        pool.parseFiling(filing.html, filing.form),
        inProcessWork.parseFiling(filing.html, filing.form),
      ]);
      expect(threaded, `${filing.ticker} ${filing.form} ${filing.accession_number}`).toEqual(local);
      inProcess.set(filing.accession_number, local);
    }
  });

  it('sanitises shared filings for the viewer to the same copy', async () => {
    const folderUrl = 'https://www.sec.gov/Archives/edgar/data/1/000000000125000001/';
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...shared), async (filing) => {
        expect(await pool.sanitizeFiling(filing.html, folderUrl)).toBe(
          await inProcessWork.sanitizeFiling(filing.html, folderUrl),
        );
      }),
      { numRuns: 4, seed: 305 },
    );
  });

  it('decodes and sanitises downloaded bytes (UTF-8 and windows-1252) to the same text and copy', async () => {
    const folderUrl = 'https://www.sec.gov/Archives/edgar/data/1/000000000125000001/';
    const latin = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><html><body><p>Nestl\xe9\x92s caf\xe9 \x96 10\xa2</p></body></html>',
      'latin1',
    );
    const downloads = [
      latin,
      ...shared.map((f) => readFileSync(path.join(edgarDir, f.primary_document_path))),
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...downloads), async (bytes) => {
        expect(await pool.sanitizeDownload(bytes, folderUrl)).toEqual(
          await inProcessWork.sanitizeDownload(bytes, folderUrl),
        );
      }),
      { numRuns: 5, seed: 330, examples: [[latin]] },
    );
    expect((await pool.sanitizeDownload(latin, folderUrl)).html).toContain('café');
  });

  it('gzips bodies to the same bytes, which unzip to the body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(largest.html, ''), fc.string({ unit: 'binary', maxLength: 2000 })),
        async (text) => {
          const threaded = Buffer.from(await pool.gzipText(text));
          expect(threaded).toEqual(Buffer.from(await inProcessWork.gzipText(text)));
          expect(gunzipSync(threaded).toString('utf8')).toBe(text);
        },
      ),
      { numRuns: 10, seed: 330 },
    );
  });

  it('analyses any shared 10-K or 10-Q for any seller to the same answer', async () => {
    const descriptions = [
      'endpoint security software for enterprises',
      'freight logistics and cold-chain warehousing',
      'GPU cloud capacity for AI training',
      'payroll and HR software',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...periodic),
        fc.oneof(fc.constantFrom(...descriptions), fc.string({ minLength: 3, maxLength: 60 })),
        async (filing, productDescription) => {
          const input = {
            filing: inProcess.get(filing.accession_number) as ParsedFiling,
            productDescription,
            ticker: filing.ticker,
            companyName: `${filing.ticker} Inc.`,
          };
          expect(await pool.analyze(input)).toEqual(await inProcessWork.analyze(input));
        },
      ),
      { numRuns: 12, seed: 305 },
    );
  });

  it('compares each company’s consecutive 10-Ks, and a 10-Q with its 10-K, to the same changes', async () => {
    const tenKs = periodic.filter((filing) => filing.form === '10-K');
    const pairs = tenKs.flatMap((current) => {
      const prior = tenKs
        .filter((f) => f.ticker === current.ticker && f.filing_date < current.filing_date)
        .sort((a, b) => b.filing_date.localeCompare(a.filing_date))[0];
      return prior ? [{ prior, current, quarterly: false }] : [];
    });
    const quarter = periodic.find((filing) => filing.form === '10-Q' && filing.ticker === 'NVDA')!;
    const annual = tenKs.find((filing) => filing.ticker === 'NVDA')!;
    pairs.push({ prior: annual, current: quarter, quarterly: true });
    expect(pairs.length).toBeGreaterThanOrEqual(6);
    for (const { prior, current, quarterly } of pairs) {
      const task = {
        prior: inProcess.get(prior.accession_number) as ParsedFiling,
        current: inProcess.get(current.accession_number) as ParsedFiling,
        quarterly,
      };
      expect(await pool.compareFilings(task), `${current.ticker} ${current.accession_number}`).toEqual(
        await inProcessWork.compareFilings(task),
      );
    }
  });
});

describe('a worker that dies', { timeout: 120_000 }, () => {
  it('fails its own task with a clean AppError, and the pool goes on with a new thread', async () => {
    // 48 MB of heap loads the worker and parses an ordinary filing; a 21 MB paragraph (under the download limit)
    // runs it out of memory, as a pathological document would.
    const pool = createCpuPool({ threads: 1, memoryMb: 48, log });
    try {
      const runaway = `<html><body><p>${'Revenue grew. '.repeat(1_500_000)}</p></body></html>`;
      await expect(pool.parseFiling(runaway, '10-K')).rejects.toSatisfy(isAppError('INTERNAL', 500));
      const small = shared.find((filing) => filing.form === '8-K')!;
      expect(await pool.parseFiling(small.html, small.form)).toEqual(
        await inProcessWork.parseFiling(small.html, small.form),
      );
    } finally {
      await pool.close(1000);
    }
  });

  it('is never handed a document over the download limit: that is refused with the EDGAR error', async () => {
    const pool = createCpuPool({ threads: 1, memoryMb: 64, log });
    try {
      const sixtyMegabytes = 'x'.repeat(60 * 1024 * 1024);
      await expect(pool.parseFiling(sixtyMegabytes, '10-K')).rejects.toSatisfy(
        isAppError('EDGAR_TOO_LARGE', 502),
      );
      await expect(inProcessWork.parseFiling(sixtyMegabytes, '10-K')).rejects.toSatisfy(
        isAppError('EDGAR_TOO_LARGE', 502),
      );
    } finally {
      await pool.close(1000);
    }
  });
});

describe('cancellation', { timeout: 120_000 }, () => {
  it('stops a running task when its signal aborts, and the thread is free for the next one', async () => {
    const pool = createCpuPool({ threads: 1, memoryMb: 512, log });
    try {
      const filing = await pool.parseFiling(largest.html, largest.form);
      const client = new AbortController();
      const analysis = pool.analyze(
        { filing: filing as ParsedFiling, productDescription: 'payroll' },
        client.signal,
      );
      setTimeout(() => client.abort(), 20);
      await expect(analysis).rejects.toSatisfy(isAppError('SERVICE_UNAVAILABLE', 503));
      // One thread: had the aborted analysis kept it, this would wait for the analysis to end.
      const small = shared.find((f) => f.form === '8-K')!;
      expect((await pool.parseFiling(small.html, small.form)).formType).toBe('8-K');
    } finally {
      await pool.close(1000);
    }
  });

  it('refuses a task whose client is already gone without running it', async () => {
    const pool = createCpuPool({ threads: 1, memoryMb: 512, log });
    try {
      const gone = AbortSignal.abort();
      const filing = tinyFiling();
      await expect(pool.analyze({ filing, productDescription: 'payroll' }, gone)).rejects.toSatisfy(
        isAppError('SERVICE_UNAVAILABLE', 503),
      );
      await expect(inProcessWork.analyze({ filing, productDescription: 'payroll' }, gone)).rejects.toSatisfy(
        isAppError('SERVICE_UNAVAILABLE', 503),
      );
    } finally {
      await pool.close(1000);
    }
  });

  it('refuses new work once closing, with the restart message', async () => {
    const pool = createCpuPool({ threads: 1, memoryMb: 512, log });
    await pool.close(1000);
    await expect(pool.parseFiling('<html></html>', '10-K')).rejects.toSatisfy(
      isAppError('SERVICE_UNAVAILABLE', 503),
    );
  });
});

function tinyFiling(): ParsedFiling {
  return { formType: '10-K', text: 'Item 1A. Risk Factors', sections: [], missing: [] };
}
