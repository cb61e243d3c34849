import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './query-keys';
import type { AuthProviders } from './types';

/** Which social sign-in providers this server has credentials for. */
export function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return api.get<AuthProviders>('/auth/providers', { signal });
}

export function authProvidersQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.providers,
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
