import { AppError } from '#server/http/app-error.ts';
import type { FilingChanges as WireChanges } from '../../../contract/filings.ts';
import { type ParsedFilings, periodicOnly } from '../documents/parsed-filings.ts';
import { type FilingFetchDeps, fetchFilingByAccession } from '../fetch-filings.ts';
import { priorAnnualReport } from '../history/company-history.ts';
import type { SectionComparison } from './compare-sections.ts';

export const NO_PRIOR_MESSAGE = 'No earlier annual report to compare';
/** A 10-Q whose Part II Item 1A only says there were no material changes (or points to an earlier 10-Q). */
export const NO_QUARTERLY_CHANGES_MESSAGE =
  'This 10-Q lists no changed risk factors of its own to compare with the latest 10-K';

/** The prior 10-K is listed in the company's history but its document cannot be had: say so, compare nothing. */
export const missingPriorMessage = (filedOn: string) =>
  `The prior 10-K (filed ${filedOn}) is listed on SEC EDGAR but its document could not be retrieved, so there is nothing to compare it with.`;

/** The comparison as computed: the contract's answer before each passage gets its viewer link. */
export interface FilingChanges extends Omit<WireChanges, 'risk_factors' | 'business'> {
  risk_factors: SectionComparison | null;
  business: SectionComparison | null;
}

export interface ChangesDeps extends FilingFetchDeps {
  parsedFilings: ParsedFilings;
}

/**
 * What changed between a 10-K and the company's 10-K before it: Item 1A risk factors and Item 1 passages matched
 * and classified, and the names only this year's Item 1 uses. For a 10-Q: its Part II Item 1A against the 10-K
 * before it. The prior 10-K is found in the EDGAR history and
 * stored and parsed like any filing the user opens. The comparison runs on the worker pool; `signal` cancels it.
 */
export async function filingChanges(
  deps: ChangesDeps,
  accession: string,
  signal?: AbortSignal,
): Promise<FilingChanges> {
  const loaded = await deps.parsedFilings.load(accession);
  const { filing } = loaded;
  const quarterly = filing.filingType === '10-Q';
  const refusal = 'What changed compares 10-Ks, or a 10-Q with the latest 10-K.';
  if (filing.filingType !== '10-K' && !quarterly) throw AppError.badRequest(refusal, 'NOT_PERIODIC_REPORT');
  const parsed = periodicOnly(loaded.parsed, refusal);
  const current = {
    accession_number: filing.accessionNumber,
    filing_date: filing.filingDate,
    period_end_date: filing.periodEndDate,
  };
  const previous = await priorAnnualReport(deps, filing.ticker, filing.filingDate);
  if (!previous)
    return {
      ticker: filing.ticker,
      current,
      prior: null,
      message: NO_PRIOR_MESSAGE,
      risk_factors: null,
      business: null,
      new_initiatives: [],
    };
  const loadedPrior = await loadPrior(deps, filing.ticker, previous.accessionNumber, refusal);
  if (!loadedPrior)
    return {
      ticker: filing.ticker,
      current,
      prior: {
        accession_number: previous.accessionNumber,
        filing_date: previous.filingDate,
        period_end_date: previous.reportDate,
      },
      message: missingPriorMessage(previous.filingDate),
      risk_factors: null,
      business: null,
      new_initiatives: [],
    };
  const { row: priorRow, parsed: prior } = loadedPrior;
  const { risks, business, newInitiatives } = await deps.parsedFilings.cpu.compareFilings(
    { prior, current: parsed, quarterly },
    signal,
  );
  return {
    ticker: filing.ticker,
    current,
    prior: {
      accession_number: priorRow.accessionNumber,
      filing_date: priorRow.filingDate,
      period_end_date: priorRow.periodEndDate,
    },
    message: quarterly && risks.compared && !risks.changes.length ? NO_QUARTERLY_CHANGES_MESSAGE : null,
    risk_factors: risks,
    business,
    new_initiatives: newInitiatives,
  };
}

/** The prior 10-K stored and parsed; null when EDGAR has no document for it (a 404), not a failure of the page. */
async function loadPrior(deps: ChangesDeps, ticker: string, accession: string, refusal: string) {
  try {
    const row = await fetchFilingByAccession(deps, ticker, accession);
    return {
      row,
      parsed: periodicOnly((await deps.parsedFilings.load(row.accessionNumber)).parsed, refusal),
    };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}
