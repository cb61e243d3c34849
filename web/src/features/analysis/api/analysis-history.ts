import * as contract from '@contract/analysis';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { analysisKeys } from './analysis-keys';

/** The caller's analyses, last opened first. */
export function useAnalysisHistory() {
  return useQuery({
    queryKey: analysisKeys.history,
    queryFn: ({ signal }) => callApi(contract.getHistory, { signal }),
  });
}

/** One stored analysis, reopened as it was: no new run, nothing counted against the month's analyses. */
export function useSavedAnalysis(id: string | null) {
  return useQuery({
    queryKey: [...analysisKeys.history, id],
    queryFn: ({ signal }) => callApi(contract.getAnalysis, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}

export function useDeleteAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(contract.deleteAnalysis, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: analysisKeys.history }),
  });
}
