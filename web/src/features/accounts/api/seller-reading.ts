import * as contract from '@contract/analysis';
import type { ClientResult } from '@contract/endpoint';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { accountKeys } from './query-keys';

export type SellerReading = ClientResult<typeof contract.getSellerReading>;

function getSellerReading(signal?: AbortSignal): Promise<SellerReading> {
  return callApi(contract.getSellerReading, { signal });
}

function sellerReadingQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.sellerReading,
    queryFn: ({ signal }) => getSellerReading(signal),
  });
}

export function useSellerReading() {
  return useQuery(sellerReadingQueryOptions());
}

/** Saves the needs picked (ids), or null to read them from the description again. */
function correctSellerReading(chosen: string[] | null): Promise<SellerReading> {
  return callApi(contract.updateSellerReading, { body: { chosen } });
}

export function useCorrectSellerReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctSellerReading,
    onSuccess: (reading) => queryClient.setQueryData(accountKeys.sellerReading, reading),
  });
}
