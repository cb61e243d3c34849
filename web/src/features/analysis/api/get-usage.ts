import * as contract from '@contract/analysis';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '@/lib/call-api';
import { useAnalysisCompleted } from './analysis-completed-event';
import { analysisKeys } from './analysis-keys';
import type { Usage } from './types';

function getUsage(signal?: AbortSignal): Promise<Usage> {
  return callApi(contract.getUsage, { signal });
}

function usageQueryOptions(refreshEveryMinute = false) {
  return queryOptions({
    queryKey: analysisKeys.usage,
    queryFn: ({ signal }) => getUsage(signal),
    refetchInterval: refreshEveryMinute ? 60_000 : false,
  });
}

/** Usage that refetches whenever an analysis completes anywhere in the page (and optionally every 60 s). */
export function useUsage(options: { autoRefresh?: boolean } = {}) {
  const query = useQuery(usageQueryOptions(options.autoRefresh));
  const { refetch } = query;
  useAnalysisCompleted(useCallback(() => void refetch(), [refetch]));
  return query;
}
