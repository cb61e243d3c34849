import * as contract from '@contract/teams';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

const AUDIT_PAGE = 20;

/**
 * A team's audit log, newest first, a page at a time ("Load more" reads the next). Under the team's key, so every
 * team and list change (which refreshes `['teams', …]`) refreshes it too.
 */
export function useTeamAudit(teamId: string) {
  return useInfiniteQuery({
    queryKey: ['teams', teamId, 'audit'] as const,
    queryFn: ({ pageParam, signal }) =>
      callApi(contract.getTeamAudit, {
        params: { teamId },
        query: pageParam ? { before: pageParam, limit: AUDIT_PAGE } : { limit: AUDIT_PAGE },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
