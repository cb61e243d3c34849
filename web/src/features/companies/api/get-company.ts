import * as contract from '@contract/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { companyKeys } from './query-keys';
import type { Company } from './types';

async function getCompany(ticker: string, signal?: AbortSignal): Promise<Company> {
  const body = await callApi(contract.getCompany, { params: { ticker }, signal });
  return body.company;
}

function companyQueryOptions(ticker: string) {
  return queryOptions({
    queryKey: companyKeys.detail(ticker),
    queryFn: ({ signal }) => getCompany(ticker, signal),
    enabled: ticker.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useCompany(ticker: string | null) {
  return useQuery(companyQueryOptions(ticker ?? ''));
}
