import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyKeys } from './query-keys';
import type { RecentView } from './types';

export const RECENT_VIEWS_LIMIT = 6;

export async function getRecentViews(limit: number, signal?: AbortSignal): Promise<RecentView[]> {
  const body = await api.get<{ views: RecentView[] }>('/history/recent', { query: { limit }, signal });
  return body.views;
}

export function recentViewsQueryOptions(limit = RECENT_VIEWS_LIMIT) {
  return queryOptions({
    queryKey: companyKeys.recent(limit),
    queryFn: ({ signal }) => getRecentViews(limit, signal),
  });
}

export function useRecentViews(limit = RECENT_VIEWS_LIMIT) {
  return useQuery(recentViewsQueryOptions(limit));
}
