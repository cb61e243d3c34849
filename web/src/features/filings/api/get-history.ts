import * as contract from '@contract/filings';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { filingKeys } from './query-keys';

const FIVE_MINUTES = 5 * 60 * 1000;

export function getCompanyFilings(ticker: string, page: number, signal?: AbortSignal) {
  return callApi(contract.getCompanyFilings, {
    params: { ticker },
    query: page ? { page } : undefined,
    signal,
  });
}

/** The company's 10-K/10-Q history: page 0 is the newest filings, 'load older' reads EDGAR's older pages. */
export function historyQueryOptions(ticker: string) {
  return infiniteQueryOptions({
    queryKey: filingKeys.history(ticker),
    queryFn: ({ pageParam, signal }) => getCompanyFilings(ticker, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_page ?? undefined,
    staleTime: FIVE_MINUTES,
  });
}

export function useFilingHistory(ticker: string) {
  return useInfiniteQuery(historyQueryOptions(ticker));
}

export function eventsQueryOptions(ticker: string) {
  return queryOptions({
    queryKey: filingKeys.events(ticker),
    queryFn: ({ signal }) =>
      callApi(contract.getCompanyEvents, { params: { ticker }, query: { limit: 200 }, signal }),
    staleTime: FIVE_MINUTES,
  });
}

export function useCompanyEvents(ticker: string) {
  return useQuery(eventsQueryOptions(ticker));
}
