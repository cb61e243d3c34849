import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { companies } from '#server/companies/schema.ts';
import {
  ADDED_RISK,
  APPLE_10K_PATH,
  editedApple10K,
} from '#server/filings/changes/fixtures/edited-apple-10k.ts';
import { createEdgarTestApp } from '#server/test/edgar-test-app.ts';

interface AnalysisJson {
  cached: boolean;
  analysis: { riskFactors: { title: string; newThisYear?: true }[] };
}

// The real filing source and changes service against the fake EDGAR: a made-up company whose annual reports are
// Apple's real 10-K and the edited copy of it (which adds the risk the fixture names ADDED_RISK, on generative AI).
describe('POST /api/analysis of a 10-K: new risk factors from the prior 10-K found in EDGAR', async () => {
  const t = await createEdgarTestApp({
    // Parsing two real 10-Ks on a busy shared machine can outlast the production bound; the bound has its own test.
    overrides: (base) => ({ analysis: { ...base.analysis, newRisksTimeoutMs: 60_000 } }),
  });
  const fake = t.edgar;
  const alice = await t.signUp();
  const html = readFileSync(APPLE_10K_PATH, 'utf8');
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
  for (const filing of [older, newer, only]) fake.addFiling(filing);
  const analyse = async (filing: typeof older) => {
    const response = await t.request('/api/analysis', {
      as: alice,
      json: {
        ticker: filing.ticker,
        filingType: '10-K',
        accession: filing.accessionNumber,
        // Unique to this file: the analysis cache is shared by everyone.
        productDescription: 'new-risks-edgar test: GPU clusters for training generative AI models',
      },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as AnalysisJson;
  };

  it('fetches the prior 10-K through EDGAR and flags the risk factor it lacked', async () => {
    const body = await analyse(newer);
    const flagged = body.analysis.riskFactors.filter((r) => r.newThisYear).map((r) => r.title);
    expect(flagged).toEqual([ADDED_RISK.replace(/\.$/, '')]);
    expect(
      fake.requestsFor(`/Archives/edgar/data/999991/${older.accessionNumber.replaceAll('-', '')}/`),
    ).toBe(1);
  });

  it("analyses a company's only 10-K as before, nothing flagged", async () => {
    const body = await analyse(only);
    expect(body.analysis.riskFactors.length).toBeGreaterThan(0);
    expect(body.analysis.riskFactors.some((r) => r.newThisYear)).toBe(false);
    expect((await analyse(only)).cached).toBe(true);
  });
});
