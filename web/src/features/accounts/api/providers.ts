import * as contract from '@contract/health';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { accountKeys } from './query-keys';

type AuthConfig = Pick<contract.PublicConfig, 'providers' | 'emailVerificationRequired'>;

/** Which social sign-in providers this server has credentials for, and whether sign-up needs a verified address. */
async function getAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  const { providers, emailVerificationRequired } = await callApi(contract.getPublicConfig, { signal });
  return { providers, emailVerificationRequired };
}

function authConfigQueryOptions() {
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
