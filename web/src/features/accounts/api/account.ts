import * as contract from '@contract/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { accountKeys } from './query-keys';
import type { Account } from './types';

/** `GET /api/me`: the signed-in user as the server sees them, with the plan the account page shows. */
function getAccount(signal?: AbortSignal): Promise<Account> {
  return callApi(contract.getMe, { signal });
}

function accountQueryOptions() {
  return queryOptions({ queryKey: accountKeys.me, queryFn: ({ signal }) => getAccount(signal) });
}

export function useAccount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQueryOptions(), enabled: options.enabled ?? true });
}
