import * as contract from '@contract/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { companyKeys } from './query-keys';
import type { Company } from './types';

/** Shorter queries are never sent: the server would answer an empty list anyway. */
export const MIN_SEARCH_LENGTH = 3;

async function searchCompanies(q: string, signal?: AbortSignal): Promise<Company[]> {
  const body = await callApi(contract.searchCompanies, { query: { q }, signal });
  return body.companies;
}

export function searchCompaniesQueryOptions(q: string) {
  const term = q.trim();
  return queryOptions({
    queryKey: companyKeys.search(term),
    queryFn: ({ signal }) => searchCompanies(term, signal),
    enabled: term.length >= MIN_SEARCH_LENGTH,
    staleTime: 60_000,
  });
}

export function useSearchCompanies(q: string) {
  return useQuery(searchCompaniesQueryOptions(q));
}
