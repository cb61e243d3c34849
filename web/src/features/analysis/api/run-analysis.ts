import * as contract from '@contract/analysis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { dispatchAnalysisCompleted } from './analysis-completed-event';
import { analysisKeys } from './analysis-keys';
import type { AnalysisRequest, AnalysisResponse } from './types';

function runAnalysis(input: AnalysisRequest): Promise<AnalysisResponse> {
  return callApi(contract.runAnalysis, { body: input });
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
