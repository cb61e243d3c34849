import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analysisKeys } from './analysis-keys';

/** The saved "what do you sell" text from the user's profile (GET /api/profile), or '' when none is saved. */
export async function getProfileDescription(signal?: AbortSignal): Promise<string> {
  const body = await api.get<{ profile?: { companyDescription?: string | null } }>('/profile', { signal });
  return body.profile?.companyDescription?.trim() ?? '';
}

export function profileDescriptionQueryOptions() {
  return queryOptions({
    queryKey: analysisKeys.profileDescription,
    queryFn: ({ signal }) => getProfileDescription(signal),
  });
}

export function useProfileDescription() {
  return useQuery(profileDescriptionQueryOptions());
}
