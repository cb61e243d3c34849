import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyKeys } from './query-keys';
import type { SavedCompany } from './types';

export async function getSavedCompanies(signal?: AbortSignal): Promise<SavedCompany[]> {
  const body = await api.get<{ savedCompanies: SavedCompany[] }>('/saved-companies', { signal });
  return body.savedCompanies;
}

export function savedCompaniesQueryOptions() {
  return queryOptions({
    queryKey: companyKeys.saved,
    queryFn: ({ signal }) => getSavedCompanies(signal),
  });
}

export function useSavedCompanies() {
  return useQuery(savedCompaniesQueryOptions());
}
