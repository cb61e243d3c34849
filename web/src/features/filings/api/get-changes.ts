import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ChangeKind = 'new' | 'removed' | 'rewritten' | 'unchanged';

export interface ChangePassage {
  heading: string;
  body: string;
  start: number;
  end: number;
  view_url: string;
}

export interface PassageChange {
  kind: ChangeKind;
  current: ChangePassage | null;
  prior: ChangePassage | null;
  similarity: number | null;
  added: string[];
  removed: string[];
}

export interface SectionComparison {
  key: string;
  title: string;
  compared: boolean;
  changes: PassageChange[];
  counts: Record<ChangeKind, number>;
}

export interface FilingChanges {
  ticker: string;
  current: { accession_number: string; filing_date: string };
  prior: { accession_number: string; filing_date: string } | null;
  message: string | null;
  risk_factors: SectionComparison | null;
  business: SectionComparison | null;
  new_initiatives: string[];
}

/** 'What changed' against the prior 10-K; the server fetches and parses the prior one if needed (seconds). */
export function useFilingChanges(accession: string) {
  return useQuery({
    queryKey: ['filings', 'changes', accession],
    queryFn: ({ signal }) => api.get<FilingChanges>(`/sec-filings/${accession}/changes`, { signal }),
    staleTime: 60 * 60 * 1000,
  });
}
