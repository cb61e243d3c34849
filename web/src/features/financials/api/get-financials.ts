import * as contract from '@contract/financials';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

const financialsKeys = {
  company: (ticker: string) => ['financials', ticker.toUpperCase()] as const,
};

function financialsQueryOptions(ticker: string) {
  return queryOptions({
    queryKey: financialsKeys.company(ticker),
    queryFn: ({ signal }) =>
      callApi(contract.getFinancials, { params: { ticker: ticker.toUpperCase() }, signal }),
    staleTime: 10 * 60 * 1000,
  });
}

export function useFinancials(ticker: string) {
  return useQuery(financialsQueryOptions(ticker));
}
