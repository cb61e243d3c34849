import type { ParsedFiling } from '../../filings/sections/types.ts';
import type { FilingRef, FilingSource } from '../filing-source.ts';
import { sampleTenK } from './sample-filing.ts';

export interface FixtureFilingSource extends FilingSource {
  loads: number;
}

/** A filing source that always answers with one fixture filing; counts how often documents are read. */
export function fixtureFilingSource(filing: ParsedFiling = sampleTenK()): FixtureFilingSource {
  const source: FixtureFilingSource = {
    loads: 0,
    async resolve(ticker, formType, accession): Promise<FilingRef> {
      return {
        accession: accession ?? '0000000001-24-000001',
        ticker,
        formType,
        companyName: `${ticker} Inc.`,
      };
    },
    async load() {
      source.loads += 1;
      return filing;
    },
  };
  return source;
}
