import type { PeriodicForm } from '../../contract/fields.ts';
import type { ParsedFiling } from './sections/types.ts';

export interface FilingRef {
  accession: string;
  ticker: string;
  formType: PeriodicForm;
  companyName?: string;
}

/** Another filing the analysis may quote, e.g. the latest 10-K when a 10-Q's risk factors point to it. */
export interface RelatedFiling {
  accession: string;
  /** An exhibit's file name, when the text is an exhibit of the filing rather than its primary document. */
  document?: string;
  filing: ParsedFiling;
}

/** A risk factor of the analysed 10-K that its prior 10-K lacked: heading and offsets into `ParsedFiling.text`. */
export interface NewRisk {
  heading: string;
  start: number;
  end: number;
}

/**
 * What analysis needs from the filings feature: which filing a request means (cheap, metadata only) and, on a
 * cache miss, its parsed text. The filings feature owns EDGAR, the document cache and section extraction.
 */
export interface FilingSource {
  /** The given accession, or the latest filing of that type for the ticker (fetched from EDGAR if needed). */
  resolve(ticker: string, formType: PeriodicForm, accession?: string): Promise<FilingRef>;
  load(ref: FilingRef): Promise<ParsedFiling>;
  /**
   * The company's latest 10-K, parsed (fetched from EDGAR if needed): a 10-Q whose risk factors only point to the
   * annual report is analysed with that report's. Null when there is none.
   */
  latestAnnual?(ref: FilingRef): Promise<RelatedFiling | null>;
  /**
   * For a 10-K whose Item 7/7A is incorporated from its annual report to shareholders: that exhibit (EX-13, found
   * through the filing index) with its sections. Null when the filing has none.
   */
  annualReportExhibit?(ref: FilingRef): Promise<RelatedFiling | null>;
  /**
   * For a 10-K: its risk factors the company's prior 10-K did not have (from 'What changed'; the prior 10-K is
   * fetched if needed). Empty when there is no earlier 10-K. `signal` stops the comparison nobody waits for.
   */
  newRisks?(ref: FilingRef, signal?: AbortSignal): Promise<NewRisk[]>;
}
