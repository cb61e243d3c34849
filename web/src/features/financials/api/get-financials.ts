import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FinancialsResponse } from './types';

export const financialsKeys = {
  company: (ticker: string) => ['financials', ticker.toUpperCase()] as const,
};

export function financialsQueryOptions(ticker: string) {
  return queryOptions({
    queryKey: financialsKeys.company(ticker),
    queryFn: ({ signal }) =>
      api.get<FinancialsResponse>(`/companies/${encodeURIComponent(ticker.toUpperCase())}/financials`, {
        signal,
      }),
    staleTime: 10 * 60 * 1000,
  });
}

export function useFinancials(ticker: string) {
  return useQuery(financialsQueryOptions(ticker));
}
