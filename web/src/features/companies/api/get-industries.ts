import * as contract from '@contract/prospects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { companyKeys } from './query-keys';
import type { Industry } from './types';

async function getIndustries(signal?: AbortSignal): Promise<Industry[]> {
  const body = await callApi(contract.getIndustries, { signal });
  return body.industries;
}

function industriesQueryOptions() {
  return queryOptions({
    queryKey: companyKeys.industries,
    queryFn: ({ signal }) => getIndustries(signal),
    staleTime: 10 * 60_000,
  });
}

export function useIndustries() {
  return useQuery(industriesQueryOptions());
}
