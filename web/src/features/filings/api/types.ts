export const FILING_TYPES = ['10-K', '10-Q'] as const;
export type FilingType = (typeof FILING_TYPES)[number];

/** A stored SEC filing as the API returns it (the spec's sec_filings fields plus a signed viewer address). */
export interface SecFiling {
  id: string;
  ticker: string;
  /** 10-K or 10-Q; amendments (10-K/A) and 8-Ks opened from the history or News & Events keep their form. */
  filing_type: FilingType | (string & {});
  filing_date: string;
  period_end_date: string | null;
  accession_number: string;
  description: string | null;
  form_name: string | null;
  /** The document's address at SEC EDGAR. */
  file_url: string | null;
  /** Signed, short-lived address of the sanitised copy this app serves; null when there is no document. */
  view_url: string | null;
}
