import { useEffect } from 'react';

/** Raised after a successful, usage-tracked analysis so every usage view refreshes. */
export const ANALYSIS_COMPLETED_EVENT = 'analysisCompleted';

export interface AnalysisCompletedDetail {
  ticker: string;
  filingType: string;
  timestamp: string;
}

export function dispatchAnalysisCompleted(detail: Omit<AnalysisCompletedDetail, 'timestamp'>): void {
  window.dispatchEvent(
    new CustomEvent<AnalysisCompletedDetail>(ANALYSIS_COMPLETED_EVENT, {
      detail: { ...detail, timestamp: new Date().toISOString() },
    }),
  );
}

export function useAnalysisCompleted(listener: (detail: AnalysisCompletedDetail) => void): void {
  useEffect(() => {
    const handle = (event: Event) => listener((event as CustomEvent<AnalysisCompletedDetail>).detail);
    window.addEventListener(ANALYSIS_COMPLETED_EVENT, handle);
    return () => window.removeEventListener(ANALYSIS_COMPLETED_EVENT, handle);
  }, [listener]);
}
