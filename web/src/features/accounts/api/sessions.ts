import * as contract from '@contract/accounts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { accountKeys } from './query-keys';
import type { AccountSession } from './types';

async function getSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  const body = await callApi(contract.listSessions, { signal });
  return body.sessions;
}

function sessionsQueryOptions() {
  return queryOptions({ queryKey: accountKeys.sessions, queryFn: ({ signal }) => getSessions(signal) });
}

export function useSessions(enabled: boolean) {
  return useQuery({ ...sessionsQueryOptions(), enabled });
}

function revokeSession(id: string): Promise<void> {
  return callApi(contract.revokeSession, { params: { id } });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** Signs out every other device; this one stays signed in. */
function revokeOtherSessions(): Promise<void> {
  return callApi(contract.revokeOtherSessions);
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
