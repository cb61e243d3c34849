import type { AlertForm } from '@contract/fields';
import * as contract from '@contract/filings';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { filingKeys } from './query-keys';

const FIVE_MINUTES = 5 * 60 * 1000;

/** The forms the history can be narrowed to (the ones alerts follow); none is every 10-K and 10-Q. */
export type HistoryForm = AlertForm;

function getCompanyFilings(ticker: string, page: number, form?: HistoryForm, signal?: AbortSignal) {
  const query = { ...(page ? { page } : {}), ...(form ? { form } : {}) };
  return callApi(contract.getCompanyFilings, {
    params: { ticker },
    query: Object.keys(query).length ? query : undefined,
    signal,
  });
}

/** The company's 10-K/10-Q history (or one form's): page 0 is the newest filings, 'load older' reads older pages. */
function historyQueryOptions(ticker: string, form?: HistoryForm) {
  return infiniteQueryOptions({
    queryKey: form ? [...filingKeys.history(ticker), form] : filingKeys.history(ticker),
    queryFn: ({ pageParam, signal }) => getCompanyFilings(ticker, pageParam, form, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_page ?? undefined,
    staleTime: FIVE_MINUTES,
  });
}

export function useFilingHistory(ticker: string, form?: HistoryForm) {
  return useInfiniteQuery(historyQueryOptions(ticker, form));
}

function eventsQueryOptions(ticker: string) {
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
