import * as contract from '@contract/accounts';
import type { BodyOf, ClientResult } from '@contract/endpoint';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { accountKeys } from './query-keys';
import type { NotificationPreferences, Profile } from './types';

type ProfileAnswer = ClientResult<typeof contract.getProfile>;

function getProfile(signal?: AbortSignal): Promise<ProfileAnswer> {
  return callApi(contract.getProfile, { signal });
}

function profileQueryOptions() {
  return queryOptions({ queryKey: accountKeys.profile, queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

async function updateProfile(input: BodyOf<typeof contract.updateProfile>): Promise<Profile> {
  const body = await callApi(contract.updateProfile, { body: input });
  return body.profile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.profile }),
  });
}

async function updateNotifications(input: NotificationPreferences): Promise<NotificationPreferences> {
  const body = await callApi(contract.updateNotifications, { body: input });
  return body.notifications;
}

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotifications,
    // Show the switch's new position at once; the server's answer (or a refetch on failure) settles it.
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.profile });
      const previous = queryClient.getQueryData<ProfileAnswer>(accountKeys.profile);
      if (previous) queryClient.setQueryData(accountKeys.profile, { ...previous, notifications: next });
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(accountKeys.profile, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.profile }),
  });
}

/**
 * What the user sells, trimmed ('' when not filled in). Read from the profile's own query, so saving My Details
 * (which invalidates it) updates every screen that shows it.
 */
export function useCompanyDescription() {
  return useQuery({
    ...profileQueryOptions(),
    select: (response) => response.profile.companyDescription.trim(),
  });
}
