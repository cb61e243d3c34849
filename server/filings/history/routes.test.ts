import { beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '#server/test/create-test-app.ts';
import { createEdgarTestApp } from '#server/test/edgar-test-app.ts';
import type { CompanyEventsResponse, CompanyFilingsResponse } from '../../../contract/company-depth.ts';

describe('company history routes', async () => {
  let nowMs = Date.now();
  const t = await createEdgarTestApp({ clock: () => new Date(nowMs) });
  const fake = t.edgar;
  const alice: TestUser = await t.signUp();
  beforeEach(async () => {
    fake.reset();
    nowMs += 7 * 24 * 60 * 60 * 1000; // every test starts with an expired cache
  });

  const get = async <T>(path: string) => {
    const response = await t.request(path, { as: alice });
    return { response, body: (await response.json()) as T };
  };

  it('requires a session and a plausible ticker', async () => {
    for (const path of [
      '/api/companies/AAPL/filings',
      '/api/companies/AAPL/events',
      '/api/companies/AAPL/financials',
    ]) {
      expect((await t.request(path)).status, path).toBe(401);
    }
    expect((await t.request('/api/companies/AAPL/filings?page=-1', { as: alice })).status).toBe(400);
    expect((await t.request('/api/companies/A%20B/filings', { as: alice })).status).toBe(404);
    expect(fake.totalRequests).toBe(0);
  });

  it('answers 404 for a ticker SEC does not know', async () => {
    const { response, body } = await get<{ code: string }>('/api/companies/ZZZZZZ/filings');
    expect(response.status).toBe(404);
    expect(body.code).toBe('UNKNOWN_TICKER');
  });

  it('pages through the whole 10-K/10-Q history, amendments marked, with an ETag', async () => {
    fake.pageSubmissions({ recent: 300, pageSize: 500 });
    const first = await get<CompanyFilingsResponse>('/api/companies/aapl/filings');
    expect(first.response.status).toBe(200);
    expect(first.body.company).toMatchObject({
      name: 'Apple Inc.',
      exchanges: ['Nasdaq'],
      sic_description: 'Electronic Computers',
      state_of_incorporation: 'CA',
      fiscal_year_end: '0926',
      former_names: ['APPLE INC', 'APPLE COMPUTER INC', 'APPLE COMPUTER INC/ FA'],
      business_address: 'ONE APPLE PARK WAY, CUPERTINO, CA 95014',
    });
    expect(first.body.company.latest['10-K']).toBe('2024-11-01');
    expect(first.body.filings[0]).toMatchObject({
      form: '10-Q',
      filing_date: '2025-08-01',
      fiscal_year: 2025,
    });
    expect(first.body.filings.every((filing) => /^10-[KQ]/.test(filing.form))).toBe(true);
    expect(first.body.next_page).toBe(1);

    const pages: CompanyFilingsResponse[] = [first.body];
    for (let page = first.body.next_page; page; ) {
      const next = await get<CompanyFilingsResponse>(`/api/companies/AAPL/filings?page=${page}`);
      expect(next.response.status).toBe(200);
      pages.push(next.body);
      page = next.body.next_page ?? 0;
    }
    expect(pages.length).toBeGreaterThan(2);
    const all = pages.flatMap((page) => page.filings);
    // Filings from before EDGAR named a primary document cannot be opened and are left out.
    expect(all.at(-1)!.filing_date < '2005-01-01').toBe(true);
    expect(new Set(all.map((filing) => filing.accession_number)).size).toBe(all.length);
    const amendment = all.find((filing) => filing.amendment);
    expect(amendment).toMatchObject({
      form: expect.stringMatching(/\/A$/),
      base_form: expect.stringMatching(/^10-[KQ]$/),
    });
    expect(fake.requestsFor('/submissions/CIK0000320193-submissions-')).toBe(pages.length - 1);

    const etag = first.response.headers.get('etag')!;
    const again = await t.request('/api/companies/AAPL/filings', {
      as: alice,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('narrows the history to one form, amendments included; a form it does not list is a clear 400', async () => {
    for (const form of ['10-K', '10-Q', '8-K']) {
      const { response, body } = await get<CompanyFilingsResponse>(
        `/api/companies/AAPL/filings?form=${form}`,
      );
      expect(response.status).toBe(200);
      expect(body.filings.length, form).toBeGreaterThan(0);
      expect(body.filings.every((filing) => filing.base_form === form)).toBe(true);
    }
    const annual = await get<CompanyFilingsResponse>('/api/companies/AAPL/filings?form=10-K');
    expect(annual.body.filings[0]).toMatchObject({ form: '10-K', filing_date: '2024-11-01' });
    const bad = await t.request('/api/companies/AAPL/filings?form=S-1', { as: alice });
    expect(bad.status).toBe(400);
  });

  it('lists 8-Ks with decoded items, kinds and sales triggers', async () => {
    const { response, body } = await get<CompanyEventsResponse>('/api/companies/AAPL/events?limit=50');
    expect(response.status).toBe(200);
    expect(body.events).toHaveLength(50);
    expect(body.total).toBeGreaterThan(50);
    const results = body.events.find((event) => event.items.some((item) => item.code === '2.02'))!;
    expect(results.items.find((item) => item.code === '2.02')!.name).toBe(
      'Results of Operations and Financial Condition',
    );
    expect(results.kinds).toContain('results');
    expect(results.index_url).toMatch(/-index\.htm$/);
    const leadership = body.events.find((event) => event.items.some((item) => item.code === '5.02'));
    expect(leadership?.sales_trigger).toBe(true);
    expect((await t.request('/api/companies/AAPL/events?limit=0', { as: alice })).status).toBe(400);
  });

  it('serves the cached history with its age when EDGAR is down, and the error when nothing is cached', async () => {
    await get('/api/companies/KO/filings');
    nowMs += 7 * 60 * 60 * 1000;
    fake.fault({ kind: 'status', status: 503 });
    const stale = await get<CompanyFilingsResponse>('/api/companies/KO/filings');
    expect(stale.response.status).toBe(200);
    expect(stale.body.stale).toBe(true);
    expect(stale.body.age_seconds).toBeGreaterThanOrEqual(7 * 60 * 60);
    const none = await get<{ code: string }>('/api/companies/NKE/events');
    expect(none.response.status).toBe(502);
    expect(none.body.code).toBe('EDGAR_UNAVAILABLE');
  });

  it('fetches an older filing by accession, stores it and serves its document', async () => {
    fake.pageSubmissions({ recent: 300, pageSize: 500 });
    const history = await get<CompanyFilingsResponse>('/api/companies/AAPL/filings?page=1');
    const older = history.body.filings.find((filing) => filing.form === '10-K')!;
    const response = await t.request('/api/sec-filings/fetch', {
      as: alice,
      json: { ticker: 'AAPL', accession: older.accession_number },
    });
    expect(response.status).toBe(200);
    const stored = (await response.json()) as {
      filing_type: string;
      accession_number: string;
      view_url: string;
    };
    expect(stored).toMatchObject({ filing_type: '10-K', accession_number: older.accession_number });
    const list = (await (await t.request('/api/sec-filings?ticker=AAPL', { as: alice })).json()) as unknown[];
    expect(list).toContainEqual(expect.objectContaining({ accession_number: older.accession_number }));

    const unknown = await t.request('/api/sec-filings/fetch', {
      as: alice,
      json: { ticker: 'AAPL', accession: '0000000000-99-000001' },
    });
    expect(unknown.status).toBe(404);
    const bad = await t.request('/api/sec-filings/fetch', {
      as: alice,
      json: { ticker: 'AAPL', accession: 'x' },
    });
    expect(bad.status).toBe(400);
  });

  it('analyses an accession that is not stored yet by storing it first', async () => {
    const { body } = await get<CompanyFilingsResponse>('/api/companies/AAPL/filings');
    const tenK = body.filings.find((filing) => filing.accession_number === '0000320193-24-000123')!;
    const ref = await t.deps.analysis.filings.resolve('AAPL', '10-K', tenK.accession_number);
    expect(ref.accession).toBe('0000320193-24-000123');
  });
});
