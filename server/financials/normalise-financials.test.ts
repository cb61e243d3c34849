import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_EDGAR_DIR } from '#server/test/fakes/fake-edgar.ts';
import { readCompanyFacts } from './companyfacts.ts';
import { normaliseFinancials } from './normalise-financials.ts';

function financialsOf(cik10: string) {
  const file = path.join(SHARED_EDGAR_DIR, 'api/xbrl/companyfacts', `CIK${cik10}.json`);
  return normaliseFinancials(readCompanyFacts(JSON.parse(readFileSync(file, 'utf8'))), {
    wwwOrigin: 'https://www.sec.gov',
  });
}

const M = 1_000_000;
const year = (result: ReturnType<typeof financialsOf>, label: string) =>
  result.annual.find((period) => period.label === label)!;
const quarter = (result: ReturnType<typeof financialsOf>, label: string) =>
  result.quarterly.find((period) => period.label === label)!;

// Expected figures are copied by hand from the companies' 10-K income statements, balance sheets and cash flows.
describe('normaliseFinancials on real company facts', () => {
  it('Apple: fiscal years ending late September, revenue under the newer tag, Q4 derived', () => {
    const aapl = financialsOf('0000320193');
    expect(aapl.fiscal_year_end).toBe('09-27');
    expect(aapl.annual.map((period) => period.label)).toEqual([
      'FY2025',
      'FY2024',
      'FY2023',
      'FY2022',
      'FY2021',
    ]);
    const fy2024 = year(aapl, 'FY2024');
    expect(fy2024).toMatchObject({ start: '2023-10-01', end: '2024-09-28' });
    expect(fy2024.values.revenue!.value).toBe(391_035 * M);
    expect(fy2024.values.revenue!.tag).toBe('RevenueFromContractWithCustomerExcludingAssessedTax');
    expect(fy2024.values.netIncome!.value).toBe(93_736 * M);
    expect(fy2024.values.grossProfit!.value).toBe(180_683 * M);
    expect(fy2024.values.operatingIncome!.value).toBe(123_216 * M);
    expect(fy2024.values.epsDiluted!.value).toBe(6.08);
    expect(fy2024.values.rnd!.value).toBe(31_370 * M);
    expect(fy2024.values.cash!.value).toBe(29_943 * M);
    // Term debt 85,750 non-current + 10,912 current, and 9,967 commercial paper.
    expect(fy2024.values.totalDebt).toMatchObject({ value: 106_629 * M, derived: true });
    expect(fy2024.values.revenue!.yoy).toBeCloseTo(391_035 / 383_285 - 1, 6);
    // The 10-K that reported it (filed 2024-11-01) or a later one restating it; either links to its index page.
    expect(fy2024.values.revenue!.source.url).toMatch(
      /^https:\/\/www\.sec\.gov\/Archives\/edgar\/data\/320193\/\d{18}\/\d{10}-\d{2}-\d{6}-index\.htm$/,
    );
    // Q4 FY2024 is not reported alone: 391,035 − 296,105 (nine months) = 94,930; net income 93,736 − 79,000.
    const q4 = quarter(aapl, 'Q4 FY2024');
    expect(q4).toMatchObject({
      fiscal_year: 2024,
      fiscal_quarter: 4,
      start: '2024-06-30',
      end: '2024-09-28',
    });
    expect(q4.values.revenue).toMatchObject({ value: 94_930 * M, derived: true });
    expect(q4.values.netIncome).toMatchObject({ value: 14_736 * M, derived: true });
    expect(q4.values.epsDiluted).toBeUndefined();
    // The December quarter opens the next fiscal year.
    expect(quarter(aapl, 'Q1 FY2025')).toMatchObject({ end: '2024-12-28' });
    expect(quarter(aapl, 'Q1 FY2025').values.revenue).toMatchObject({ value: 124_300 * M, derived: false });
    expect(aapl.quarterly).toHaveLength(8);
  });

  it('Nike: fiscal years ending 31 May, no operating-income tag', () => {
    const nke = financialsOf('0000320187');
    expect(nke.fiscal_year_end).toBe('05-31');
    const fy2025 = year(nke, 'FY2025');
    expect(fy2025).toMatchObject({ start: '2024-06-01', end: '2025-05-31' });
    expect(fy2025.values.revenue!.value).toBe(46_309 * M);
    expect(fy2025.values.netIncome!.value).toBe(3_219 * M);
    expect(fy2025.values.epsDiluted!.value).toBe(2.16);
    expect(year(nke, 'FY2024').values.revenue!.value).toBe(51_362 * M);
    expect(year(nke, 'FY2024').values.netIncome!.value).toBe(5_700 * M);
    expect(fy2025.values.revenue!.yoy).toBeCloseTo(46_309 / 51_362 - 1, 6);
    expect(fy2025.values.operatingIncome).toBeUndefined();
    expect(quarter(nke, 'Q1 FY2025')).toMatchObject({ start: '2024-06-01', end: '2024-08-31' });
  });

  it('Walmart: fiscal years ending 31 January named by the year they end, total revenues preferred', () => {
    const wmt = financialsOf('0000104169');
    expect(wmt.fiscal_year_end).toBe('01-31');
    const fy2025 = year(wmt, 'FY2025');
    expect(fy2025).toMatchObject({ start: '2024-02-01', end: '2025-01-31' });
    // Total revenues (net sales 674,538 + membership and other income 6,447).
    expect(fy2025.values.revenue).toMatchObject({ value: 680_985 * M, tag: 'Revenues' });
    expect(fy2025.values.netIncome!.value).toBe(19_436 * M);
    expect(fy2025.values.operatingIncome!.value).toBe(29_348 * M);
    expect(fy2025.values.epsDiluted!.value).toBe(2.41);
    expect(year(wmt, 'FY2024').values.revenue!.value).toBe(648_125 * M);
    expect(year(wmt, 'FY2024').values.netIncome!.value).toBe(15_511 * M);
    expect(fy2025.values.grossProfit).toBeUndefined();
    expect(quarter(wmt, 'Q1 FY2026')).toMatchObject({ start: '2025-02-01', end: '2025-04-30' });
  });

  it('reports no data for a file without facts, and refuses a file without a facts object', () => {
    const empty = normaliseFinancials(readCompanyFacts({ cik: 1, entityName: 'X', facts: {} }), {
      wwwOrigin: 'https://www.sec.gov',
    });
    expect(empty).toMatchObject({ has_data: false, annual: [], quarterly: [] });
    expect(() => readCompanyFacts({ cik: 1 })).toThrow(/cannot read/);
    expect(() => readCompanyFacts('truncated')).toThrow(/cannot read/);
  });
});
