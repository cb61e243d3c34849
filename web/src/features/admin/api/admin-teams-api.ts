import type { ClientResult } from '@contract/endpoint';
import * as contract from '@contract/team-sso';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

export type AdminTeam = ClientResult<typeof contract.getAdminTeams>['teams'][number];

const teamsKey = ['admin', 'teams'] as const;

/** `GET /api/admin/teams?q=`: teams by name or slug, newest first (all of them, newest first, for a blank search). */
export function useAdminTeams(q: string) {
  return useQuery({
    queryKey: [...teamsKey, q],
    queryFn: async ({ signal }) =>
      (await callApi(contract.getAdminTeams, { query: q ? { q } : {}, signal })).teams,
  });
}

/** Puts a team on the Enterprise plan or takes it off; the answered row replaces it in every search shown. */
export function useSetTeamEnterprise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, enterprise }: { teamId: string; enterprise: boolean }) =>
      callApi(contract.setAdminTeamEnterprise, { params: { teamId }, body: { enterprise } }),
    onSuccess: ({ team }) =>
      queryClient.setQueriesData<AdminTeam[]>({ queryKey: teamsKey }, (teams) =>
        teams?.map((row) => (row.id === team.id ? team : row)),
      ),
  });
}
