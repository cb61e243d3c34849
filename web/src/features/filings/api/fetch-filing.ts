import type { PeriodicForm } from '@contract/fields.ts';
import * as contract from '@contract/filings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { mergeFilings } from './merge-filings';
import { filingKeys } from './query-keys';
import type { SecFiling } from './types';

function fetchFiling(ticker: string, type: PeriodicForm): Promise<SecFiling> {
  return callApi(contract.fetchFiling, { body: { ticker: ticker.toUpperCase(), type } });
}

/** Any filing of the company by accession number (older 10-Ks, 8-Ks): stored, then viewable. */
function fetchFilingByAccession(ticker: string, accession: string): Promise<SecFiling> {
  return callApi(contract.fetchFiling, { body: { ticker: ticker.toUpperCase(), accession } });
}

function fetchLatestFilings(ticker: string): Promise<SecFiling[]> {
  return callApi(contract.fetchLatestFilings, { body: { ticker: ticker.toUpperCase() } });
}

/** Merges what the server returned into the ticker's list at once, then refreshes the list from the server. */
function useMergeIntoList(ticker: string) {
  const queryClient = useQueryClient();
  return (filings: SecFiling[]) => {
    queryClient.setQueryData<SecFiling[]>(filingKeys.list(ticker), (current) =>
      mergeFilings(current ?? [], filings),
    );
    void queryClient.invalidateQueries({ queryKey: filingKeys.list(ticker), exact: true });
  };
}

/** One per filing type: each has its own loading and error state. */
export function useFetchFiling(ticker: string, type: PeriodicForm) {
  const merge = useMergeIntoList(ticker);
  return useMutation({
    mutationFn: () => fetchFiling(ticker, type),
    onSuccess: (filing) => merge([filing]),
  });
}

export function useFetchLatestFilings(ticker: string) {
  const merge = useMergeIntoList(ticker);
  return useMutation({
    mutationFn: () => fetchLatestFilings(ticker),
    onSuccess: (filings) => merge(filings),
  });
}

export function useOpenFiling(ticker: string) {
  const merge = useMergeIntoList(ticker);
  return useMutation({
    mutationFn: (accession: string) => fetchFilingByAccession(ticker, accession),
    onSuccess: (filing) => merge([filing]),
  });
}
