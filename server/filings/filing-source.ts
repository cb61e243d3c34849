import { catalogueEntryOf } from '#server/companies/index.ts';
import { AppError } from '#server/http/app-error.ts';
import { filingChanges } from './changes/filing-changes.ts';
import { type ParsedFilings, periodicOnly } from './documents/parsed-filings.ts';
import { fetchExhibit } from './exhibits.ts';
import { type FilingFetchDeps, fetchFiling, fetchFilingByAccession } from './fetch-filings.ts';
import { findStoredFiling, latestStoredFiling } from './filing-records.ts';
import type { FilingSource } from './filing-source-contract.ts';

/**
 * What analysis reads (the contract is analysis's `FilingSource`): a stored filing (one named by accession is
 * looked up in the company's EDGAR history and stored when it is not yet), or the latest one of the type fetched
 * from EDGAR when the ticker has none stored yet; its document from the permanent cache, parsed once and
 * shared with the sections route.
 */
export function createFilingSource(deps: FilingFetchDeps & { parsed: ParsedFilings }): FilingSource {
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
      const company = await catalogueEntryOf(deps.db, ticker);
      return { accession: filing.accessionNumber, ticker, formType, companyName: company?.name };
    },
    async load(ref) {
      return periodicOnly(
        (await deps.parsed.load(ref.accession)).parsed,
        `${ref.accession} is not a 10-K or 10-Q.`,
      );
    },
    async latestAnnual(ref) {
      const annual =
        (await latestStoredFiling(deps.db, ref.ticker, '10-K')) ??
        (await fetchFiling(deps, ref.ticker, '10-K').catch((error: unknown) => {
          if (error instanceof AppError && error.status === 404) return null;
          throw error;
        }));
      if (!annual) return null;
      return {
        accession: annual.accessionNumber,
        filing: periodicOnly(
          (await deps.parsed.load(annual.accessionNumber)).parsed,
          `${annual.accessionNumber} is not a 10-K.`,
        ),
      };
    },
    async annualReportExhibit(ref) {
      const stored = await findStoredFiling(deps.db, ref.accession);
      const cik = Number(stored?.cik);
      if (!stored || !Number.isSafeInteger(cik) || cik <= 0) return null;
      const exhibit = await fetchExhibit(deps.edgar, { cik, accessionNumber: ref.accession }, 'EX-13').catch(
        (error: unknown) => {
          // No index page (or no such exhibit) is an answer, not a failure.
          if (error instanceof AppError && error.status === 404) return null;
          throw error;
        },
      );
      if (!exhibit) return null;
      return {
        accession: ref.accession,
        document: exhibit.document,
        filing: await deps.parsed.cpu.exhibitSections(exhibit.html),
      };
    },
    async newRisks(ref, signal) {
      const stored = await findStoredFiling(deps.db, ref.accession);
      // An amendment is not compared (What changed compares original 10-Ks): checked, nothing new.
      if (stored && stored.filingType !== '10-K') return [];
      const changes = await filingChanges({ ...deps, parsedFilings: deps.parsed }, ref.accession, signal);
      return (changes.risk_factors?.changes ?? []).flatMap((change) =>
        change.kind === 'new' && change.current
          ? [{ heading: change.current.heading, start: change.current.start, end: change.current.end }]
          : [],
      );
    },
  };
}
