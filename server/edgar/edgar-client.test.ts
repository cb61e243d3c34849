import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '#server/http/app-error.ts';
import { type FakeEdgar, SHARED_EDGAR_DIR, startFakeEdgar } from '#server/test/fakes/fake-edgar.ts';
import { createEdgarClient, type EdgarClientOptions } from './edgar-client.ts';

const USER_AGENT = '10Kai tests tests@10kai.example';
const AAPL_10K = {
  cik: 320193,
  accessionNumber: '0000320193-24-000123',
  primaryDocument: 'aapl-20240928.htm',
};
const unlimited = { acquire: async () => {}, pause: async () => {} };

let fake: FakeEdgar;
let sleeps: number[];

beforeAll(async () => {
  fake = await startFakeEdgar();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  sleeps = [];
});

function client(overrides: Partial<EdgarClientOptions> = {}) {
  return createEdgarClient({
    wwwUrl: fake.url,
    dataUrl: fake.url,
    userAgent: USER_AGENT,
    limiter: unlimited,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  });
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('EDGAR client against the fake', () => {
  it('resolves a ticker from the SEC ticker file once, then from its cache', async () => {
    const edgar = client();
    expect(await edgar.resolveCik('aapl')).toBe(320193);
    expect(await edgar.resolveCik('KO')).toBe(21344);
    expect(fake.requestsFor('/files/company_tickers.json')).toBe(1);
    expect(fake.userAgents).toEqual([USER_AGENT]);
    expect(fake.acceptEncodings).toEqual(['gzip, deflate']);
  });

  it('asks for submissions conditionally: 304 when unchanged (by ETag or date), new validators after a filing', async () => {
    const edgar = client();
    const path = '/submissions/CIK0000320193.json';
    const first = await edgar.conditionalDataJson(path, null);
    if (first.notModified) throw new Error('the first read has nothing to be unchanged from');
    expect(first.validators.etag).toMatch(/^".+"$/);
    expect(first.validators.lastModified).toMatch(/GMT$/);
    expect(await edgar.conditionalDataJson(path, first.validators)).toEqual({ notModified: true });
    expect(
      await edgar.conditionalDataJson(path, { etag: null, lastModified: first.validators.lastModified }),
    ).toEqual({ notModified: true });
    expect(fake.notModified).toBe(2);

    fake.addFiling({
      cik: 320193,
      ticker: 'AAPL',
      form: '8-K',
      accessionNumber: '0000320193-26-000001',
      filingDate: '2026-01-05',
      reportDate: '2026-01-05',
      primaryDocument: 'e.htm',
      html: '<p>8-K</p>',
    });
    const after = await edgar.conditionalDataJson(path, first.validators);
    if (after.notModified) throw new Error('a published filing changes the document');
    expect(after.validators.etag).not.toBe(first.validators.etag);
    expect(JSON.stringify(after.data)).toContain('0000320193-26-000001');
    expect(fake.notModified).toBe(2);
  });

  it('asks the companies table first and refuses an unknown ticker with 404', async () => {
    const edgar = client({ lookupCik: async (ticker) => (ticker === 'AAPL' ? 320193 : null) });
    expect(await edgar.resolveCik('AAPL')).toBe(320193);
    expect(fake.totalRequests).toBe(0);
    const error = await failure(edgar.resolveCik('ZZZZZQ'));
    expect(error.status).toBe(404);
    expect(error.code).toBe('UNKNOWN_TICKER');
  });

  it('parses the columnar submissions (gzip-encoded) and lists filings newest first', async () => {
    const { name, filings } = await client().listFilings(320193);
    expect(name).toBe('Apple Inc.');
    const tenK = filings.filter((filing) => filing.form === '10-K');
    expect(tenK.map((filing) => filing.accessionNumber)).toContain(AAPL_10K.accessionNumber);
    const dates = filings.map((filing) => filing.filingDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('describes companies without a submissions file from the manifest', async () => {
    // Netflix has documents in the shared data but no submissions snapshot.
    const { filings } = await client().listFilings(1065280);
    expect(filings.map((filing) => `${filing.form} ${filing.accessionNumber}`)).toEqual([
      '10-Q 0001065280-25-000323',
      '10-K 0001065280-25-000044',
    ]);
  });

  it('downloads a primary document byte for byte', async () => {
    const document = await client().downloadDocument(AAPL_10K);
    const file = path.join(
      SHARED_EDGAR_DIR,
      'Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm',
    );
    expect(document.body.length).toBe(statSync(file).size);
    expect(document.url).toBe(`${fake.url}/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm`);
  });

  it('turns a listed document that EDGAR does not have into a clear 404', async () => {
    const error = await failure(client().downloadDocument({ ...AAPL_10K, primaryDocument: 'missing.htm' }));
    expect(error.status).toBe(404);
    expect(error.code).toBe('DOCUMENT_NOT_FOUND');
  });

  it('treats the 403 throttle page as throttling: 503 + Retry-After, then stops asking until the time is up', async () => {
    let now = 1_000_000;
    const edgar = client({ now: () => now });
    fake.fault({ kind: 'throttle', status: 403, retryAfter: 30, times: 1 });
    const error = await failure(edgar.listFilings(320193));
    expect(error.status).toBe(503);
    expect(error.options.headers).toEqual({ 'Retry-After': '30' });
    expect(fake.totalRequests).toBe(1);

    now += 10_000;
    const again = await failure(edgar.downloadDocument(AAPL_10K));
    expect(again.options.headers).toEqual({ 'Retry-After': '20' });
    expect(fake.totalRequests).toBe(1);

    now += 21_000;
    await edgar.downloadDocument(AAPL_10K);
    expect(fake.totalRequests).toBe(2);
  });

  it('backs off for ten minutes on a throttle page without Retry-After', async () => {
    fake.fault({ kind: 'throttle', status: 403, times: 1 });
    const error = await failure(client().listFilings(320193));
    expect(error.options.headers).toEqual({ 'Retry-After': '600' });
  });

  it('treats 429 as throttling', async () => {
    fake.fault({ kind: 'throttle', status: 429, retryAfter: 5 });
    const error = await failure(client().downloadDocument(AAPL_10K));
    expect(error.code).toBe('EDGAR_THROTTLED');
    expect(error.options.headers).toEqual({ 'Retry-After': '5' });
    expect(fake.totalRequests).toBe(1);
  });

  it('gives up on a slow EDGAR after the time-out without retrying', async () => {
    fake.fault({ kind: 'delay', ms: 2_000 });
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 200 }).downloadDocument(AAPL_10K));
    expect(error.code).toBe('EDGAR_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(fake.totalRequests).toBe(1);
  });

  it('cuts off a body over the size cap while it streams, declared or not', async () => {
    fake.fault({ kind: 'oversize', bytes: 3 * 1024 * 1024 });
    const streamed = await failure(client({ maxBytes: 1024 * 1024 }).downloadDocument(AAPL_10K));
    expect(streamed.code).toBe('EDGAR_TOO_LARGE');

    fake.reset();
    fake.fault({ kind: 'oversize', bytes: 3 * 1024 * 1024, declareLength: true });
    const declared = await failure(client({ maxBytes: 1024 * 1024 }).downloadDocument(AAPL_10K));
    expect(declared.code).toBe('EDGAR_TOO_LARGE');
  });

  it('enforces the default 50 MB cap', async () => {
    fake.fault({ kind: 'oversize', bytes: 50 * 1024 * 1024 + 1 });
    const error = await failure(client().downloadDocument(AAPL_10K));
    expect(error.code).toBe('EDGAR_TOO_LARGE');
  });

  it('never follows a redirect to another host', async () => {
    const elsewhere = await startFakeEdgar();
    try {
      const target = '/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm';
      fake.fault({
        kind: 'redirect',
        path: '/Archives/edgar/data/320193/',
        location: `${elsewhere.url}${target}`,
      });
      const error = await failure(client().downloadDocument(AAPL_10K));
      expect(error.code).toBe('EDGAR_URL_REFUSED');
      expect(elsewhere.totalRequests).toBe(0);
    } finally {
      await elsewhere.close();
    }
  });

  it('follows a same-origin redirect', async () => {
    fake.fault({
      kind: 'redirect',
      path: '/Archives/edgar/data/320193/000032019324000123/old.htm',
      location: '/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm',
    });
    const document = await client().downloadDocument({ ...AAPL_10K, primaryDocument: 'old.htm' });
    expect(document.url).toMatch(/aapl-20240928\.htm$/);
    expect(fake.totalRequests).toBe(2);
  });

  it('retries 5xx with growing, jittered back-off and then succeeds', async () => {
    fake.fault({ kind: 'status', status: 503, times: 2 });
    const document = await client({ random: () => 0.5 }).downloadDocument(AAPL_10K);
    expect(document.body.length).toBeGreaterThan(0);
    expect(fake.totalRequests).toBe(3);
    expect(sleeps).toEqual([750, 1250]);
  });

  it('gives up after the last attempt with 502 and retries dropped connections', async () => {
    fake.fault({ kind: 'status', status: 500 });
    const error = await failure(client().downloadDocument(AAPL_10K));
    expect(error.status).toBe(502);
    expect(fake.totalRequests).toBe(3);

    fake.reset();
    fake.fault({ kind: 'drop', times: 1 });
    await client().downloadDocument(AAPL_10K);
    expect(fake.totalRequests).toBe(2);
  });

  it('passes every request through the rate limiter', async () => {
    let acquired = 0;
    const edgar = client({ limiter: { acquire: async () => void acquired++, pause: async () => {} } });
    await edgar.resolveCik('AAPL');
    await edgar.downloadDocument(AAPL_10K);
    expect(acquired).toBe(2);
  });
});
