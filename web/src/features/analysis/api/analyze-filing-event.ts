import type { PeriodicForm } from '@contract/fields';

/** The viewer's 'Analyze' button raises this global event for the filing it shows. */
export const ANALYZE_FILING_EVENT = 'analyzeFiling';

export interface AnalyzeFilingDetail {
  ticker: string;
  filingType: PeriodicForm;
  accession?: string;
}

export function dispatchAnalyzeFiling(detail: AnalyzeFilingDetail): void {
  window.dispatchEvent(new CustomEvent<AnalyzeFilingDetail>(ANALYZE_FILING_EVENT, { detail }));
}
