import type { FilingRef, FilingSource, ParsedFiling } from '#server/filings/index.ts';
import type { RelatedFiling } from '../types.ts';
import { sampleTenK } from './sample-filing.ts';

export interface FixtureFilingSource extends FilingSource {
  loads: number;
  annualLoads: number;
}

/** What `latestAnnual` / `annualReportExhibit` answer: a filing, none, or a failure. */
export type FixtureAnnual = RelatedFiling | null | Error;

/** A filing source that always answers with one fixture filing; counts how often documents are read. */
export function fixtureFilingSource(
  filing: ParsedFiling = sampleTenK(),
  annual: FixtureAnnual = null,
  exhibit: FixtureAnnual = null,
): FixtureFilingSource {
  const source: FixtureFilingSource = {
    loads: 0,
    annualLoads: 0,
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
    async latestAnnual() {
      source.annualLoads += 1;
      if (annual instanceof Error) throw annual;
      return annual;
    },
    async annualReportExhibit() {
      if (exhibit instanceof Error) throw exhibit;
      return exhibit;
    },
  };
  return source;
}
