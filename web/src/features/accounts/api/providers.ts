import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './query-keys';
import type { AuthProviders } from './types';

export interface AuthConfig {
  providers: AuthProviders;
  /** When false, sign-up signs the new account straight in. Assumed true until the server says otherwise. */
  emailVerificationRequired: boolean;
}

/** Which social sign-in providers this server has credentials for, and whether sign-up needs a verified address. */
export async function getAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  const body = await api.get<{ providers?: Partial<AuthProviders>; emailVerificationRequired?: boolean }>(
    '/public-config',
    { signal },
  );
  return {
    providers: { google: body.providers?.google === true, linkedin: body.providers?.linkedin === true },
    emailVerificationRequired: body.emailVerificationRequired !== false,
  };
}

export function authConfigQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.providers,
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
