import * as contract from '@contract/prospects';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { companyKeys } from './query-keys';
import type { ScreenSort, Sector } from './types';

/** What the Prospects page asks for; the server checks the same rules (`contract/prospects.ts`). */
export interface ScreenParams {
  sector?: Sector;
  sic?: number;
  exchange?: string;
  state?: string;
  minRevenue?: number;
  maxRevenue?: number;
  sort: ScreenSort;
  page: number;
}

function screenCompanies(query: ScreenParams, signal?: AbortSignal) {
  return callApi(contract.screenCompanies, { query, signal });
}

function screenQueryOptions(query: ScreenParams) {
  return queryOptions({
    queryKey: companyKeys.screen(query),
    queryFn: ({ signal }) => screenCompanies(query, signal),
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useScreenCompanies(query: ScreenParams) {
  return useQuery(screenQueryOptions(query));
}
