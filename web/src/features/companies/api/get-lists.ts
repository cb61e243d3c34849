import * as contract from '@contract/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { companyKeys } from './query-keys';
import type { CompanyList } from './types';

async function getLists(signal?: AbortSignal): Promise<CompanyList[]> {
  const body = await callApi(contract.getLists, { signal });
  return body.lists;
}

function listsQueryOptions() {
  return queryOptions({
    queryKey: companyKeys.lists,
    queryFn: ({ signal }) => getLists(signal),
  });
}

export function useLists() {
  return useQuery(listsQueryOptions());
}
