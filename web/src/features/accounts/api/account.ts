import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './query-keys';

export interface AccountInfo {
  user: { id: string; email: string; name: string | null; createdAt?: string };
  isAdmin: boolean;
  plan: 'free' | 'pro';
}

/** `GET /api/me`: the signed-in user as the server sees them, with the plan the account page shows. */
export function getAccount(signal?: AbortSignal): Promise<AccountInfo> {
  return api.get<AccountInfo>('/me', { signal });
}

export function accountQueryOptions() {
  return queryOptions({ queryKey: accountKeys.me, queryFn: ({ signal }) => getAccount(signal) });
}

export function useAccount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQueryOptions(), enabled: options.enabled ?? true });
}
