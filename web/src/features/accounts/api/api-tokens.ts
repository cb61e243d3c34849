import * as contract from '@contract/accounts';
import type { BodyOf } from '@contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { accountKeys } from './query-keys';

/** `GET /api/tokens`: the caller's personal API tokens, without their values. */
export function useApiTokens() {
  return useQuery({
    queryKey: accountKeys.apiTokens,
    queryFn: async ({ signal }) => (await callApi(contract.listApiTokens, { signal })).tokens,
  });
}

/** `POST /api/tokens`: answers the new token's value, the only time it is ever shown. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BodyOf<typeof contract.createApiToken>) =>
      callApi(contract.createApiToken, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.apiTokens }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(contract.revokeApiToken, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.apiTokens }),
  });
}
