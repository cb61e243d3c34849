import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { companies } from '#server/companies/schema.ts';
import { TEST_SECRET, type TestUser } from '#server/test/create-test-app.ts';
import { createEdgarTestApp } from '#server/test/edgar-test-app.ts';
import { signDocumentUrl } from './documents/document-url.ts';
import { SANITIZER_VERSION } from './documents/filing-documents.ts';
import { hostileFiling } from './documents/fixtures/hostile-filing.ts';
import { outsideUrls } from './documents/fixtures/outside-urls.ts';
import { createFilingSource } from './filing-source.ts';
import { secFilingDocuments, secFilings } from './schema.ts';
import { extractFilingText } from './sections/index.ts';

interface FilingJson {
  id: string;
  ticker: string;
  filing_type: string;
  filing_date: string;
  period_end_date: string | null;
  accession_number: string;
  file_url: string;
  view_url: string;
}

describe('filings routes', async () => {
  let nowMs = Date.now();
  const t = await createEdgarTestApp({ clock: () => new Date(nowMs) });
  const fake = t.edgar;
  const alice: TestUser = await t.signUp();
  beforeEach(() => {
    fake.reset();
    nowMs = Date.now();
  });

  const fetchOne = (ticker: string, type: string) =>
    t.request('/api/sec-filings/fetch', { as: alice, json: { ticker, type } });
  const fetchLatest = (ticker: string) =>
    t.request('/api/sec-filings/fetch-latest', { as: alice, json: { ticker } });
  const view = (url: string) => t.request(url);

  it('requires a signed-in user everywhere but the signed document address', async () => {
    for (const [path, json] of [
      ['/api/sec-filings?ticker=AAPL', undefined],
      ['/api/sec-filings/fetch', { ticker: 'AAPL', type: '10-K' }],
      ['/api/sec-filings/fetch-latest', { ticker: 'AAPL' }],
      ['/api/sec-filings/document/AAPL/10-K', undefined],
      ['/api/sec-filings/0000320193-24-000123/sections', undefined],
    ] as const) {
      expect((await t.request(path, { json })).status, path).toBe(401);
    }
    expect(fake.totalRequests).toBe(0);
  });

  it('fetches the newest filing of a type, stores it under the upper-cased ticker and lists it', async () => {
    const response = await fetchOne('aapl', '10-K');
    expect(response.status).toBe(200);
    const filing = (await response.json()) as FilingJson;
    expect(filing).toMatchObject({
      ticker: 'AAPL',
      filing_type: '10-K',
      filing_date: '2024-11-01',
      period_end_date: '2024-09-28',
      accession_number: '0000320193-24-000123',
      form_name: 'Annual Report',
      file_url: `${fake.url}/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm`,
    });
    expect(filing.view_url).toMatch(/^\/api\/sec-filings\/document\/0000320193-24-000123\?expires=\d+&sig=/);
    expect(fake.requestsFor('/Archives')).toBe(0);

    const list = (await (
      await t.request('/api/sec-filings?ticker=aapl', { as: alice })
    ).json()) as FilingJson[];
    expect(list.map((row) => row.accession_number)).toContain('0000320193-24-000123');
  });

  it('fetch-latest returns the 10-K first, then the 10-Qs of the last four quarters, and merges by accession', async () => {
    const single = (await (await fetchOne('AAPL', '10-K')).json()) as FilingJson;
    const response = await fetchLatest('AAPL');
    expect(response.status).toBe(200);
    const filings = (await response.json()) as FilingJson[];
    expect(filings.map((row) => `${row.filing_type} ${row.filing_date}`)).toEqual([
      '10-K 2024-11-01',
      '10-Q 2025-08-01',
      '10-Q 2025-05-02',
      '10-Q 2025-01-31',
      '10-Q 2024-08-02',
    ]);
    expect(filings[0]!.id).toBe(single.id);
    await fetchLatest('AAPL');
    const rows = await t.db.select().from(secFilings).where(eq(secFilings.ticker, 'AAPL'));
    expect(rows).toHaveLength(5);

    const list = (await (
      await t.request('/api/sec-filings?ticker=AAPL', { as: alice })
    ).json()) as FilingJson[];
    const dates = list.map((row) => row.filing_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers an unknown ticker and a missing filing type with 404 and the spec text', async () => {
    const unknown = await fetchOne('ZZZZQ', '10-K');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'UNKNOWN_TICKER' });

    await t.db.insert(companies).values({ ticker: 'QONLY', name: 'Quarterly Only Inc.', cik: '0000999999' });
    fake.addFiling({
      cik: 999999,
      ticker: 'QONLY',
      form: '10-Q',
      accessionNumber: '0000999999-25-000001',
      filingDate: '2025-05-01',
      reportDate: '2025-03-31',
      primaryDocument: 'q.htm',
      html: '<p>q</p>',
    });
    // Only `filings.recent` is read (see ADR 0021): a type found only on an older page is the spec's 404.
    fake.addOlderPage('CIK0000999999-submissions-001.json');
    const none = await fetchOne('qonly', '10-K');
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ error: 'No 10-K filings found for QONLY', code: 'NO_FILINGS' });
    expect(fake.requestsFor('/submissions/CIK0000999999-submissions')).toBe(0);
    const fallback = await t.request('/api/sec-filings/document/QONLY/10-K', { as: alice });
    expect(fallback.status).toBe(404);
    expect(await fallback.json()).toEqual({ error: 'No 10-K filings found for QONLY', code: 'NO_FILINGS' });
  });

  it('refuses bad input with 400, never 500', async () => {
    for (const json of [
      { ticker: 'AAPL', type: '8-K' },
      { ticker: '', type: '10-K' },
      { ticker: 'A/B', type: '10-K' },
      {},
    ]) {
      expect((await t.request('/api/sec-filings/fetch', { as: alice, json })).status).toBe(400);
    }
    expect((await t.request('/api/sec-filings', { as: alice })).status).toBe(400);
    expect(fake.totalRequests).toBe(0);
  });

  it("trims the typed ticker and names the ticker rule when it is not one (contract/fields.ts's filingTicker)", async () => {
    const bad = await t.request('/api/sec-filings/fetch-latest', { as: alice, json: { ticker: ' A/B ' } });
    expect(await bad.json()).toEqual({
      error: 'Invalid request: ticker: letters, digits, "." or "-" only',
      code: 'VALIDATION_FAILED',
    });
    const listed = await t.request('/api/sec-filings?ticker=%20aapl%20', { as: alice });
    expect(listed.status).toBe(200);
    expect(fake.totalRequests).toBe(0);
  });

  it('serves the sanitised document by signed address, without cookies, and from the cache the second time', async () => {
    const filing = (await (await fetchOne('AAPL', '10-K')).json()) as FilingJson;
    fake.resetCounters();
    const first = await view(filing.view_url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-security-policy')).toBe(
      `sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; img-src ${fake.url} data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
    );
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    expect(first.headers.get('set-cookie')).toBeNull();
    const html = await first.text();
    expect(html).toContain('Apple Inc.');
    expect(html).not.toMatch(/<script/i);
    expect(fake.totalRequests).toBe(1);

    fake.resetCounters();
    expect((await view(filing.view_url)).status).toBe(200);
    expect(fake.totalRequests).toBe(0);
  });

  it('keeps document bodies out of the embedded database, and downloads again one whose files are gone', async () => {
    const filing = (await (await fetchOne('AAPL', '10-K')).json()) as FilingJson;
    expect((await view(filing.view_url)).status).toBe(200);
    const [row] = await t.db
      .select()
      .from(secFilingDocuments)
      .where(eq(secFilingDocuments.accessionNumber, filing.accession_number));
    const folder = path.join(t.config.DATA_DIR, 'filing-documents');
    const files = [
      `${filing.accession_number}.original.html.gz`,
      `${filing.accession_number}.safe.v${SANITIZER_VERSION}.html.gz`,
    ];
    if (t.database.driver === 'postgres') {
      // Several instances share PostgreSQL, so the bodies stay in the row there.
      expect(row).toMatchObject({ bodyInFile: false, html: expect.stringContaining('Apple Inc.') });
      return;
    }
    expect(row).toMatchObject({ bodyInFile: true, html: '', safeHtml: '' });
    expect(row!.byteSize).toBeGreaterThan(1_000_000);
    for (const file of files) expect(fs.existsSync(path.join(folder, file))).toBe(true);
    // A data folder restored without its documents: the row is a cache entry whose body must be fetched again.
    for (const file of files) fs.rmSync(path.join(folder, file));
    fake.resetCounters();
    const again = await view(filing.view_url);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Apple Inc.');
    expect(fake.requestsFor('/Archives')).toBe(1);
    for (const file of files) expect(fs.existsSync(path.join(folder, file))).toBe(true);
  });

  it('refuses an unsigned, tampered or expired document address', async () => {
    const filing = (await (await fetchOne('AAPL', '10-K')).json()) as FilingJson;
    expect((await view(`/api/sec-filings/document/${filing.accession_number}`)).status).toBe(401);
    const other = filing.view_url.replace('0000320193-24-000123', '0000320193-25-000057');
    expect((await view(other)).status).toBe(403);
    expect((await view(filing.view_url.replace(/sig=.{4}/, 'sig=AAAA'))).status).toBe(403);
    nowMs += 31 * 60 * 1000;
    const expired = await view(filing.view_url);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ code: 'LINK_EXPIRED' });
  });

  it('gives a clear 404 for a listed document missing at EDGAR and stores nothing of it', async () => {
    const filings = (await (await fetchLatest('AAPL')).json()) as FilingJson[];
    const missing = filings.find((row) => row.accession_number === '0000320193-25-000008')!;
    const response = await view(missing.view_url);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' });
    const cached = await t.db
      .select()
      .from(secFilingDocuments)
      .where(eq(secFilingDocuments.accessionNumber, missing.accession_number));
    expect(cached).toHaveLength(0);
  });

  it('redirects the fallback address /document/:ticker/:type to the signed view of the latest filing', async () => {
    await fetchLatest('AAPL');
    const response = await t.request('/api/sec-filings/document/aapl/10-q?quote=Apple', { as: alice });
    expect(response.status).toBe(302);
    const location = response.headers.get('location')!;
    expect(location).toMatch(
      /^\/api\/sec-filings\/document\/0000320193-25-000073\?expires=\d+&sig=.+&quote=Apple$/,
    );
    const page = await (await view(location)).text();
    expect(page).toContain('<mark id="highlight" class="tenkai-highlight">');
  });

  it('marks a passage given by plain-text offsets, for analysis evidence', async () => {
    await fetchOne('AAPL', '10-K');
    const html = await (
      await fetch(`${fake.url}/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm`)
    ).text();
    const passage = 'The Company designs, manufactures and markets smartphones';
    const start = extractFilingText(html).text.indexOf(passage);
    expect(start).toBeGreaterThan(0);
    const url = signDocumentUrl(TEST_SECRET, '0000320193-24-000123', nowMs, {
      highlight: { start, end: start + passage.length },
    });
    expect(url).toMatch(/&highlight=\d+-\d+#highlight$/);
    const page = await (await view(url.replace('#highlight', ''))).text();
    const marked = [...page.matchAll(/<mark[^>]*>([^<]*)<\/mark>/g)].map((match) => match[1]).join('');
    expect(marked.replace(/\s+/g, ' ')).toBe(passage);
  });

  it('returns the sections of a filing, parsed once for the route and analysis', async () => {
    await fetchOne('AAPL', '10-K');
    const accession = '0000320193-24-000123';
    const response = await t.request(`/api/sec-filings/${accession}/sections`, { as: alice });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { form_type: string; sections: { key: string }[] };
    expect(body.form_type).toBe('10-K');
    expect(body.sections.map((section) => section.key)).toEqual(expect.arrayContaining(['1', '1A', '7']));

    // Warm: neither the route nor analysis reads (and re-parses) the 10 MB document again.
    const reads = vi.spyOn(t.deps.filingDocuments, 'load');
    const parses = t.deps.parsedFilings.parseCount();
    expect((await t.request(`/api/sec-filings/${accession}/sections`, { as: alice })).status).toBe(200);
    const source = createFilingSource({
      db: t.db,
      edgar: t.deps.edgar,
      parsed: t.deps.parsedFilings,
      cache: t.deps.edgarCache,
      clock: t.deps.clock,
    });
    const ref = await source.resolve('AAPL', '10-K', accession);
    expect((await source.load(ref)).text).toContain('Apple Inc.');
    expect(reads).not.toHaveBeenCalled();
    expect(t.deps.parsedFilings.parseCount()).toBe(parses);
    reads.mockRestore();
  });

  it("returns an 8-K's items, and analysis refuses to read it as a periodic report", async () => {
    const accession = '0000066740-24-000023';
    const stored = await t.request('/api/sec-filings/fetch', {
      as: alice,
      json: { ticker: 'MMM', accession },
    });
    expect(stored.status).toBe(200);
    const response = await t.request(`/api/sec-filings/${accession}/sections`, { as: alice });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { form_type: string; sections: { key: string; title: string }[] };
    expect(body.form_type).toBe('8-K');
    expect(body.sections.map((s) => `${s.key} ${s.title}`)).toEqual([
      '8.01 Other Events',
      '9.01 Financial Statements and Exhibits',
    ]);
    const source = createFilingSource({
      db: t.db,
      edgar: t.deps.edgar,
      parsed: t.deps.parsedFilings,
      cache: t.deps.edgarCache,
      clock: t.deps.clock,
    });
    const error = await source.load({ accession, ticker: 'MMM', formType: '10-K' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'NOT_PERIODIC_REPORT' });
  });

  it('serves a hostile filing with nothing that runs or navigates', async () => {
    fake.addFiling(hostileFiling);
    const filing = (await (await fetchOne('NFLX', '10-K')).json()) as FilingJson;
    expect(filing.accession_number).toBe('0001065280-25-999999');
    const html = await (await view(filing.view_url)).text();
    expect(html).toContain('Hostile Corp Annual Report');
    expect(html).not.toMatch(
      /<script|<iframe|<object|<embed|<base|<form|http-equiv|javascript:|\son[a-z]+=/i,
    );
    // The served copy (after highlighting too) asks nothing of any host but EDGAR: the CSP is the second layer.
    expect(outsideUrls(html, fake.url)).toEqual([]);
    expect(html).not.toContain('other-host');
    expect(html).toContain(`src="${fake.url}/Archives/edgar/data/1065280/000106528025999999/logo.jpg"`);
    // The frame allows popups (escaping its sandbox) for these links only: each is an EDGAR link in a new tab that
    // gets no opener and no referrer.
    const links = html.match(/<a\b[^>]*\bhref=[^>]*>/gi) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links.filter((a) => !/href="#/.test(a))) {
      expect(link).toContain('target="_blank"');
      expect(link).toContain('rel="noopener noreferrer"');
      expect(link).toMatch(new RegExp(`href="${fake.url}/`));
    }
    const highlighted = await (await view(`${filing.view_url}&highlight=0-40`)).text();
    expect(outsideUrls(highlighted, fake.url)).toEqual([]);
  });
});

describe('filings routes when EDGAR throttles', async () => {
  const t = await createEdgarTestApp();
  const fake = t.edgar;
  const alice = await t.signUp();

  it('answers 503 with Retry-After, stores nothing and stops asking EDGAR', async () => {
    fake.fault({ kind: 'throttle', status: 403, retryAfter: 30 });
    const response = await t.request('/api/sec-filings/fetch', {
      as: alice,
      json: { ticker: 'KO', type: '10-K' },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(((await response.json()) as { error: string }).error).toMatch(/try again/i);
    const asked = fake.totalRequests;

    const again = await t.request('/api/sec-filings/fetch-latest', { as: alice, json: { ticker: 'KO' } });
    expect(again.status).toBe(503);
    expect(fake.totalRequests).toBe(asked);
    expect(await t.db.select().from(secFilings)).toHaveLength(0);
  });
});
