import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { companies } from '#server/companies/schema.ts';
import { createEdgarTestApp } from '#server/test/edgar-test-app.ts';
import { missingPriorMessage, NO_PRIOR_MESSAGE, NO_QUARTERLY_CHANGES_MESSAGE } from './filing-changes.ts';
import { ADDED_RISK, APPLE_10K_PATH, DROPPED_RISK, editedApple10K } from './fixtures/edited-apple-10k.ts';

interface Change {
  kind: string;
  current: { heading: string; view_url: string } | null;
  prior: { heading: string; view_url: string } | null;
}

describe('GET /api/sec-filings/:accession/changes', async () => {
  const t = await createEdgarTestApp();
  const fake = t.edgar;
  const alice = await t.signUp();
  const html = readFileSync(APPLE_10K_PATH, 'utf8');

  // A made-up company whose two annual reports are Apple's real 10-K and an edited copy of it (see the fixture).
  await t.db.insert(companies).values([
    { ticker: 'TWOK', name: 'Two Annual Reports Inc.', cik: '0000999991' },
    { ticker: 'ONEK', name: 'One Annual Report Inc.', cik: '0000999992' },
  ]);
  const tenK = (cik: number, ticker: string, seq: string, filingDate: string, body: string) => ({
    cik,
    ticker,
    form: '10-K',
    accessionNumber: `0000${cik}-${filingDate.slice(2, 4)}-${seq}`,
    filingDate,
    reportDate: `${filingDate.slice(0, 4)}-06-30`,
    primaryDocument: 'annual.htm',
    html: body,
  });
  const older = tenK(999991, 'TWOK', '000001', '2024-08-15', html);
  const newer = tenK(999991, 'TWOK', '000002', '2025-08-14', editedApple10K(html));
  const only = tenK(999992, 'ONEK', '000001', '2025-08-14', html);
  const fetchAs = async (filing: typeof older) => {
    const response = await t.request('/api/sec-filings/fetch', {
      as: alice,
      json: { ticker: filing.ticker, accession: filing.accessionNumber },
    });
    expect(response.status).toBe(200);
  };

  const eightK = { ...only, form: '8-K', accessionNumber: '0000999992-25-000009', primaryDocument: 'e.htm' };
  for (const filing of [older, newer, only, eightK]) fake.addFiling(filing);

  it('requires a signed-in user; a malformed accession number is not found', async () => {
    expect((await t.request('/api/sec-filings/0000320193-24-000123/changes')).status).toBe(401);
    const bad = await t.request('/api/sec-filings/not-an-accession/changes', { as: alice });
    expect(bad.status).toBe(404);
  });

  it('compares a 10-K with the prior one found in the history, fetching it, with links into both years', async () => {
    await fetchAs(newer);
    const response = await t.request(`/api/sec-filings/${newer.accessionNumber}/changes`, { as: alice });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      prior: { accession_number: string };
      risk_factors: { counts: Record<string, number>; changes: Change[] };
      new_initiatives: string[];
    };
    expect(body.prior.accession_number).toBe(older.accessionNumber);
    expect(body.risk_factors.counts).toEqual({ new: 1, removed: 1, rewritten: 1, unchanged: 26 });
    const added = body.risk_factors.changes.find((c) => c.kind === 'new')!;
    expect(added.current!.heading).toBe(ADDED_RISK);
    expect(added.current!.view_url).toMatch(
      new RegExp(
        `^/api/sec-filings/document/${newer.accessionNumber}\\?expires=\\d+&sig=[\\w-]+&highlight=\\d+-\\d+#highlight$`,
      ),
    );
    const removed = body.risk_factors.changes.find((c) => c.kind === 'removed')!;
    expect(removed.prior!.heading).toContain(DROPPED_RISK);
    expect(removed.prior!.view_url).toContain(`/document/${older.accessionNumber}?`);
    // The link opens last year's document with the dropped risk marked where `#highlight` scrolls.
    const opened = await t.request(removed.prior!.view_url);
    expect(opened.status).toBe(200);
    const marked = await opened.text();
    expect(marked).toContain('id="highlight"');
    const mark = marked.slice(marked.indexOf('id="highlight"'), marked.indexOf('id="highlight"') + 400);
    expect(mark).toContain(DROPPED_RISK.slice(0, 20));
  });

  it("answers a company's only 10-K with 'no earlier annual report to compare'", async () => {
    await fetchAs(only);
    const response = await t.request(`/api/sec-filings/${only.accessionNumber}/changes`, { as: alice });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      prior: null,
      message: NO_PRIOR_MESSAGE,
      risk_factors: null,
    });
  });

  it("compares a real 10-Q's Part II Item 1A with the latest 10-K, without calling the rest 'removed'", async () => {
    const fetched = await t.request('/api/sec-filings/fetch', {
      as: alice,
      json: { ticker: 'AAPL', accession: '0000320193-25-000057' },
    });
    expect(fetched.status).toBe(200);
    const response = await t.request('/api/sec-filings/0000320193-25-000057/changes', { as: alice });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      prior: { accession_number: string };
      business: unknown;
      risk_factors: { key: string; counts: Record<string, number>; changes: Change[] };
    };
    expect(body.prior.accession_number).toBe('0000320193-24-000123');
    expect(body.business).toBeNull();
    expect(body).toMatchObject({ message: null });
    expect(body.risk_factors.key).toBe('II-1A');
    expect(body.risk_factors.counts.removed).toBe(0);
    // Apple's Q2 2025 10-Q restates three risk factors: the trade one (tariffs) and the quarterly one rewritten.
    expect(body.risk_factors.changes).toHaveLength(3);
    const trade = body.risk_factors.changes.find((c) => c.current!.heading.includes('political events'))!;
    expect(trade.kind).toBe('rewritten');
    expect(trade.prior!.view_url).toContain('/document/0000320193-24-000123?');
  });

  it("says so when a 10-Q's Part II Item 1A lists no changed risk factors (Apple's Q3 2025 10-Q)", async () => {
    const accession = '0000320193-25-000073';
    const fetched = await t.request('/api/sec-filings/fetch', {
      as: alice,
      json: { ticker: 'AAPL', accession },
    });
    expect(fetched.status).toBe(200);
    const response = await t.request(`/api/sec-filings/${accession}/changes`, { as: alice });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      prior: { accession_number: '0000320193-24-000123' },
      message: NO_QUARTERLY_CHANGES_MESSAGE,
      risk_factors: { key: 'II-1A', compared: true, changes: [] },
    });
  });

  it('says so when the prior 10-K is listed on EDGAR but its document cannot be had (Tesla FY2023 → FY2022)', async () => {
    // The shared data holds Tesla's FY2023 and FY2024 10-Ks; its submissions list the FY2022 one without documents.
    const accession = '0001628280-24-002390';
    const fetched = await t.request('/api/sec-filings/fetch', {
      as: alice,
      json: { ticker: 'TSLA', accession },
    });
    expect(fetched.status).toBe(200);
    const response = await t.request(`/api/sec-filings/${accession}/changes`, { as: alice });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { prior: { filing_date: string }; message: string };
    expect(body).toMatchObject({ risk_factors: null, business: null, new_initiatives: [] });
    expect(body.prior.filing_date < '2024-01-29').toBe(true);
    expect(body.message).toBe(missingPriorMessage(body.prior.filing_date));
  });

  it('refuses an 8-K', async () => {
    await fetchAs(eightK);
    const response = await t.request(`/api/sec-filings/${eightK.accessionNumber}/changes`, { as: alice });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'NOT_PERIODIC_REPORT' });
  });
});
