import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './query-keys';
import type { AuthProviders } from './types';

/** Which social sign-in providers this server has credentials for (from `GET /api/public-config`). */
export async function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  const body = await api.get<{ providers?: Partial<AuthProviders> }>('/public-config', { signal });
  return { google: body.providers?.google === true, linkedin: body.providers?.linkedin === true };
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
