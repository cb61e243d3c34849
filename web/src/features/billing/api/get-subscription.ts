import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { billingKeys } from './billing-keys';
import type { Subscription } from './types';

export const SUBSCRIPTION_FETCH_FAILED = 'Failed to fetch subscription information';

export async function getSubscription(signal?: AbortSignal): Promise<Subscription> {
  try {
    return await api.get<Subscription>('/stripe/subscription', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    throw new Error(SUBSCRIPTION_FETCH_FAILED, { cause: error });
  }
}

export function subscriptionQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.subscription,
    queryFn: ({ signal }) => getSubscription(signal),
  });
}

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
