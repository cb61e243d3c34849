import { eq } from 'drizzle-orm';
import type { FilingSource } from '../analysis/filing-source.ts';
import { companies } from '../companies/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { FilingDocuments } from './documents/filing-documents.ts';
import { type FilingsDeps, fetchFiling } from './fetch-filings.ts';
import { findStoredFiling, latestStoredFiling } from './filing-records.ts';
import { extractSections, type FormType } from './sections/index.ts';

/**
 * What analysis reads (the contract is analysis's `FilingSource`): a stored filing, or the latest one of the type
 * fetched from EDGAR when the ticker has none stored yet; its document from the permanent cache, parsed.
 */
export function createFilingSource(deps: FilingsDeps & { documents: FilingDocuments }): FilingSource {
  return {
    async resolve(tickerInput, formType, accession) {
      const ticker = tickerInput.trim().toUpperCase();
      const filing = accession
        ? await findStoredFiling(deps.db, accession)
        : ((await latestStoredFiling(deps.db, ticker, formType)) ??
          (await fetchFiling(deps, ticker, formType)));
      if (!filing || filing.ticker !== ticker || filing.filingType !== formType) {
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
      const document = await deps.documents.load(ref.accession);
      return extractSections(document.html, document.filing.filingType as FormType);
    },
  };
}
