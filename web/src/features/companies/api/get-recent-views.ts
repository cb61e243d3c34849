import * as contract from '@contract/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { companyKeys } from './query-keys';
import type { RecentView } from './types';

const RECENT_VIEWS_LIMIT = 6;

async function getRecentViews(limit: number, signal?: AbortSignal): Promise<RecentView[]> {
  const body = await callApi(contract.getRecentViews, { query: { limit }, signal });
  return body.views;
}

function recentViewsQueryOptions(limit = RECENT_VIEWS_LIMIT) {
  return queryOptions({
    queryKey: companyKeys.recent(limit),
    queryFn: ({ signal }) => getRecentViews(limit, signal),
  });
}

export function useRecentViews(limit = RECENT_VIEWS_LIMIT) {
  return useQuery(recentViewsQueryOptions(limit));
}
