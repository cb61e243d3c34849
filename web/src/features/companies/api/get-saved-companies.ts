import * as contract from '@contract/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { companyKeys } from './query-keys';
import type { SavedCompany } from './types';

async function getSavedCompanies(signal?: AbortSignal): Promise<SavedCompany[]> {
  const body = await callApi(contract.getSavedCompanies, { signal });
  return body.savedCompanies;
}

function savedCompaniesQueryOptions() {
  return queryOptions({
    queryKey: companyKeys.saved,
    queryFn: ({ signal }) => getSavedCompanies(signal),
  });
}

export function useSavedCompanies() {
  return useQuery(savedCompaniesQueryOptions());
}
