import * as contract from '@contract/filings';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

export type {
  ChangeKind,
  LinkedPassageChange as PassageChange,
  LinkedSectionComparison as SectionComparison,
  SentenceEdit,
} from '@contract/filings';

/** 'What changed' against the prior 10-K; the server fetches and parses the prior one if needed (seconds). */
export function useFilingChanges(accession: string) {
  return useQuery({
    queryKey: ['filings', 'changes', accession],
    queryFn: ({ signal }) => callApi(contract.getFilingChanges, { params: { accession }, signal }),
    staleTime: 60 * 60 * 1000,
  });
}
