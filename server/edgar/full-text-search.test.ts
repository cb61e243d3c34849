import { describe, expect, it } from 'vitest';
import { eftsPath, parseEftsResponse } from './full-text-search.ts';

/** EDGAR full-text search answers as Elasticsearch does; this is the shape efts.sec.gov returns for a hit. */
const hit = {
  _index: 'edgar_file',
  _id: '0000021344-25-000011:ko-20241231.htm',
  _score: 12.3,
  _source: {
    ciks: ['0000021344'],
    display_names: ['COCA COLA CO  (KO)  (CIK 0000021344)'],
    form: '10-K',
    root_forms: ['10-K'],
    file_date: '2025-02-20',
    adsh: '0000021344-25-000011',
    file_type: '10-K',
  },
};

describe('parseEftsResponse', () => {
  it('reads each hit: filer, name without ticker and CIK, form, date, accession and document', () => {
    expect(parseEftsResponse({ hits: { total: { value: 1 }, hits: [hit] } })).toEqual({
      hits: [
        {
          cik: '0000021344',
          name: 'COCA COLA CO',
          accession: '0000021344-25-000011',
          form: '10-K',
          filingDate: '2025-02-20',
          document: 'ko-20241231.htm',
        },
      ],
      skipped: 0,
    });
  });

  it('pads a short CIK and skips a malformed hit instead of failing the answer', () => {
    const short = { ...hit, _source: { ...hit._source, ciks: ['21344'] } };
    const broken = { ...hit, _source: { ...hit._source, adsh: 'not-an-accession' } };
    const parsed = parseEftsResponse({ hits: { hits: [short, broken] } });
    expect(parsed).toMatchObject({ hits: [{ cik: '0000021344' }], skipped: 1 });
  });

  it('refuses an answer that is not an EFTS envelope', () => {
    expect(parseEftsResponse({ error: 'rate limited' })).toHaveProperty('error');
    expect(parseEftsResponse([])).toHaveProperty('error');
  });
});

describe('eftsPath', () => {
  it('asks for the forms and a custom date range only when dates are given', () => {
    expect(eftsPath({ q: '"zero trust"', forms: ['10-K', '8-K'] })).toBe(
      '/LATEST/search-index?q=%22zero+trust%22&forms=10-K%2C8-K',
    );
    expect(eftsPath({ q: 'ransomware', forms: [], from: '2024-01-01', to: '2024-12-31' })).toBe(
      '/LATEST/search-index?q=ransomware&dateRange=custom&startdt=2024-01-01&enddt=2024-12-31',
    );
  });
});
