import { afterAll, describe, expect, it } from 'vitest';
import { createEdgarCache } from '#server/edgar/edgar-cache.ts';
import { createTestApp } from '#server/test/create-test-app.ts';
import { startFakeEdgar } from '#server/test/fakes/fake-edgar.ts';
import { edgarDir } from '../../eval/edgar-dir.ts';
import { createFilingSource } from './filing-source.ts';

const KO_CIK = 21344;
const accession = '0000021344-25-900013';
const mdna =
  'We are investing in new bottling capacity and expanding our digital ordering platform for customers across all regions this year, and we plan to complete the rollout next year.';
const tenK = `<html><body>
<p><b>PART II</b></p>
<p><b>Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations</b></p>
<p>The information required by this item is incorporated herein by reference to the Annual Report to Shareholders, filed as Exhibit 13 to this report.</p>
<p><b>Item 8. Financial Statements and Supplementary Data</b></p>
<p>${'The consolidated financial statements follow the report of our auditors and are part of this report. '.repeat(5)}</p>
</body></html>`;
const index = `<html><body><table class="tableFile">
<tr><th>Seq</th><th>Description</th><th>Document</th><th>Type</th></tr>
<tr><td>1</td><td>10-K</td><td><a href="/Archives/edgar/data/${KO_CIK}/000002134425900013/ko-10k.htm">ko-10k.htm</a></td><td>10-K</td></tr>
<tr><td>2</td><td>ANNUAL REPORT</td><td><a href="/Archives/edgar/data/${KO_CIK}/000002134425900013/ex13.htm">ex13.htm</a></td><td>EX-13</td></tr>
</table></body></html>`;
const exhibit = `<html><body>
<p><b>Management’s Discussion and Analysis</b></p><p><b>Outlook</b></p><p>${mdna}</p><p>${mdna}</p>
<p><b>Report of Independent Registered Public Accounting Firm</b></p><p>We have audited the balance sheets.</p>
</body></html>`;
const extra = (primaryDocument: string, html: string, form: string) => ({
  cik: KO_CIK,
  ticker: 'KO',
  form,
  accessionNumber: accession,
  filingDate: '2025-08-20',
  reportDate: '2025-06-30',
  primaryDocument,
  html,
});

describe('the filing source analysis follows pointers with', async () => {
  const fake = await startFakeEdgar({ asOf: '2025-09-01', root: edgarDir });
  afterAll(() => fake.close());
  const t = await createTestApp({ env: { SEC_WWW_URL: fake.url, SEC_DATA_URL: fake.url } });
  const source = createFilingSource({
    db: t.db,
    edgar: t.deps.edgar,
    parsed: t.deps.parsedFilings,
    cache: createEdgarCache({ db: t.db, clock: t.deps.clock }),
    clock: t.deps.clock,
  });

  it('gives a 10-Q the latest 10-K, fetched from EDGAR when none is stored', async () => {
    const quarterly = await source.resolve('AAPL', '10-Q');
    const annual = await source.latestAnnual!(quarterly);
    expect(annual?.accession).toBe('0000320193-24-000123');
    expect(annual?.filing.sections.find((s) => s.key === '1A')?.kind).toBe('content');
  });

  it('finds a 10-K’s Exhibit 13 through the filing index and extracts its MD&A', async () => {
    fake.addFiling(extra('ko-10k.htm', tenK, '10-K'));
    fake.addFiling(extra(`${accession}-index.htm`, index, 'INDEX'));
    fake.addFiling(extra('ex13.htm', exhibit, 'EX-13'));
    const ref = await source.resolve('KO', '10-K');
    expect(ref.accession).toBe(accession);
    const parsed = await source.load(ref);
    expect(parsed.sections.find((s) => s.key === '7')).toMatchObject({
      kind: 'by reference',
      pointsTo: 'exhibit',
    });
    const found = await source.annualReportExhibit!(ref);
    expect(found).toMatchObject({ accession, document: 'ex13.htm' });
    const item7 = found!.filing.sections.find((s) => s.key === '7')!;
    expect(item7.paragraphs.map((p) => p.text)).toEqual(['Outlook', mdna, mdna]);
  });

  it('answers null when a filing has no index page', async () => {
    const ref = await source.resolve('AAPL', '10-K', '0000320193-24-000123');
    expect(await source.annualReportExhibit!(ref)).toBeNull();
  });
});
