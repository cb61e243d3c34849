import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyKeys } from './query-keys';
import type { CompanyList } from './types';

export async function getLists(signal?: AbortSignal): Promise<CompanyList[]> {
  const body = await api.get<{ lists: CompanyList[] }>('/lists', { signal });
  return body.lists;
}

export function listsQueryOptions() {
  return queryOptions({
    queryKey: companyKeys.lists,
    queryFn: ({ signal }) => getLists(signal),
  });
}

export function useLists() {
  return useQuery(listsQueryOptions());
}
