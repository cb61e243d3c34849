import * as contract from '@contract/prospects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { companyKeys } from './query-keys';

function getSimilarCompanies(ticker: string, signal?: AbortSignal) {
  return callApi(contract.similarCompanies, { params: { ticker }, signal });
}

function similarCompaniesQueryOptions(ticker: string) {
  return queryOptions({
    queryKey: companyKeys.similar(ticker),
    queryFn: ({ signal }) => getSimilarCompanies(ticker, signal),
    staleTime: 10 * 60_000,
  });
}

export function useSimilarCompanies(ticker: string) {
  return useQuery(similarCompaniesQueryOptions(ticker));
}
