import * as contract from '@contract/full-text-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { Sector } from './types';

/** What the "Search filings" tab asks for; the server checks the same rules (`contract/full-text-search.ts`). */
export interface FilingSearchParams {
  q: string;
  forms?: string;
  from?: string;
  to?: string;
  sector?: Sector;
}

function searchFilings(query: FilingSearchParams, signal?: AbortSignal) {
  return callApi(contract.searchFilings, { query, signal });
}

/** Asked only once the user submits words (`query` null before). */
export function useFilingSearch(query: FilingSearchParams | null) {
  return useQuery({
    ...queryOptions({
      queryKey: ['companies', 'filing-search', query] as const,
      queryFn: ({ signal }) => searchFilings(query as FilingSearchParams, signal),
      staleTime: 60_000,
    }),
    enabled: query !== null,
  });
}
