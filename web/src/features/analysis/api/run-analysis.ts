import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dispatchAnalysisCompleted } from './analysis-completed-event';
import { analysisKeys } from './analysis-keys';
import type { AnalysisResponse, FilingType } from './types';

export interface RunAnalysisInput {
  ticker: string;
  filingType: FilingType;
  accession?: string;
  productDescription?: string;
}

export function runAnalysis(input: RunAnalysisInput): Promise<AnalysisResponse> {
  return api.post<AnalysisResponse>('/analysis', input);
}

export function useRunAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAnalysis,
    onSuccess: (result, input) => {
      if (result.usageTracked)
        dispatchAnalysisCompleted({ ticker: input.ticker, filingType: input.filingType });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: analysisKeys.all }),
  });
}
