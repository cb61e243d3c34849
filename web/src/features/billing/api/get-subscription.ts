import * as contract from '@contract/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';
import { billingKeys } from './billing-keys';

const SUBSCRIPTION_FETCH_FAILED = 'Failed to fetch subscription information';

async function getSubscription(signal?: AbortSignal): Promise<contract.Subscription> {
  try {
    return await callApi(contract.getSubscription, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    throw new Error(SUBSCRIPTION_FETCH_FAILED, { cause: error });
  }
}

function subscriptionQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.subscription,
    queryFn: ({ signal }) => getSubscription(signal),
  });
}

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
