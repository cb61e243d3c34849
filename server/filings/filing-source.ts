import { eq } from 'drizzle-orm';
import type { FilingSource } from '../analysis/filing-source.ts';
import { companies } from '../companies/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { ParsedFilings } from './documents/parsed-filings.ts';
import { type FilingsDeps, fetchFiling, fetchFilingByAccession } from './fetch-filings.ts';
import { findStoredFiling, latestStoredFiling } from './filing-records.ts';

/**
 * What analysis reads (the contract is analysis's `FilingSource`): a stored filing (one named by accession is
 * looked up in the company's EDGAR history and stored when it is not yet), or the latest one of the type fetched
 * from EDGAR when the ticker has none stored yet; its document from the permanent cache, parsed once and
 * shared with the sections route.
 */
export function createFilingSource(deps: FilingsDeps & { parsed: ParsedFilings }): FilingSource {
  return {
    async resolve(tickerInput, formType, accession) {
      const ticker = tickerInput.trim().toUpperCase();
      // An accession from the history that nobody has opened yet is stored first.
      const filing = accession
        ? ((await findStoredFiling(deps.db, accession)) ??
          (await fetchFilingByAccession(deps, ticker, accession).catch(() => undefined)))
        : ((await latestStoredFiling(deps.db, ticker, formType)) ??
          (await fetchFiling(deps, ticker, formType)));
      // An amendment (10-K/A) is analysed as the form it amends.
      if (!filing || filing.ticker !== ticker || filing.filingType.replace(/\/A$/, '') !== formType) {
        throw AppError.notFound(
          `No ${formType} filing ${accession ?? ''} found for ${ticker}`.replace('  ', ' '),
        );
      }
      const [company] = await deps.db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.ticker, ticker))
        .limit(1);
      return { accession: filing.accessionNumber, ticker, formType, companyName: company?.name };
    },
    async load(ref) {
      return (await deps.parsed.load(ref.accession)).parsed;
    },
  };
}
