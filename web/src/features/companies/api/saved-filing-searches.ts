import type { AlertForm } from '@contract/fields';
import * as contract from '@contract/full-text-search';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { FilingSearchParams } from './search-filings';

const savedSearchesKey = ['companies', 'saved-filing-searches'] as const;

/** The user's saved filing searches, newest first. */
export function useSavedFilingSearches() {
  return useQuery({
    queryKey: savedSearchesKey,
    queryFn: ({ signal }) => callApi(contract.listSavedSearches, { signal }),
  });
}

/** Saves the search the tab last ran (its words and filters; dates are not kept: alerts are about new filings). */
export function useSaveFilingSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, search }: { name: string; search: FilingSearchParams }) =>
      callApi(contract.saveSearch, {
        body: {
          name,
          q: search.q,
          ...(search.forms && { forms: search.forms.split(',') as AlertForm[] }),
          ...(search.sector && { sector: search.sector }),
        },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export function useDeleteSavedFilingSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await callApi(contract.deleteSavedSearch, { params: { id } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}
