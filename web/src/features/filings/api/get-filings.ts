import * as contract from '@contract/filings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { filingKeys } from './query-keys';
import type { SecFiling } from './types';

/** Viewer addresses are signed for 30 minutes: the list is refreshed well before they run out. */
const REFRESH_MS = 10 * 60 * 1000;

function getFilings(ticker: string, signal?: AbortSignal): Promise<SecFiling[]> {
  return callApi(contract.getFilings, { query: { ticker: ticker.toUpperCase() }, signal });
}

function filingsQueryOptions(ticker: string) {
  return queryOptions({
    queryKey: filingKeys.list(ticker),
    queryFn: ({ signal }) => getFilings(ticker, signal),
    staleTime: REFRESH_MS / 2,
    refetchInterval: REFRESH_MS,
  });
}

export function useFilings(ticker: string) {
  return useQuery(filingsQueryOptions(ticker));
}
