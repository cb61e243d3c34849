import { describe, expect, it } from 'vitest';
import { digestPage, digestSubmissions } from './submissions-digest.ts';

const columns = {
  accessionNumber: ['0000000001-25-000003', '0000000001-25-000002', '0000000001-25-000001', 'bad'],
  filingDate: ['2025-03-01', '2025-02-01', '2025-01-01', '2025-01-01'],
  reportDate: ['2024-12-31', '', '2024-12-31', ''],
  form: ['10-K/A', '4', '8-K', '10-Q'],
  primaryDocument: ['a.htm', 'b.xml', '../evil.htm', 'd.htm'],
  items: ['', '', '5.02', ''],
};

describe('digestSubmissions', () => {
  it('keeps the forms the company pages show, drops rows that could not be fetched safely, and names older pages', () => {
    const digest = digestSubmissions({
      cik: 1,
      name: 'Example Corp',
      exchanges: ['NYSE', null],
      fiscalYearEnd: '1231',
      addresses: {
        business: {
          street1: '1 MAIN ST',
          city: 'SPRINGFIELD',
          stateOrCountryDescription: 'IL',
          zipCode: '62701',
        },
      },
      filings: {
        recent: columns,
        files: [
          { name: 'CIK0000000001-submissions-001.json', filingCount: 10 },
          { name: '../../files/company_tickers.json' },
        ],
      },
    });
    expect(digest.profile).toMatchObject({
      cik: '0000000001',
      exchanges: ['NYSE'],
      fiscalYearEnd: '1231',
      website: null,
      businessAddress: '1 MAIN ST, SPRINGFIELD, IL 62701',
    });
    // The Form 4 is not shown, the 8-K's document name would leave the filing folder, the last row has no accession.
    expect(digest.filings.map((filing) => filing.accessionNumber)).toEqual(['0000000001-25-000003']);
    expect(digest.pages).toEqual(['CIK0000000001-submissions-001.json']);
  });

  it('refuses a document whose columns do not line up or that is not a submissions file', () => {
    expect(() => digestPage({ ...columns, form: ['10-K'] })).toThrow(/cannot read/);
    expect(() => digestSubmissions({ name: 'x' })).toThrow(/cannot read/);
    expect(digestPage(columns)).toHaveLength(1);
  });
});
