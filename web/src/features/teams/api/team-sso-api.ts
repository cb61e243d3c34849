import type { BodyOf, ClientResult } from '@contract/endpoint';
import * as contract from '@contract/team-sso';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

export type TeamSso = ClientResult<typeof contract.getTeamSso>['sso'];

const ssoKey = (teamId: string) => ['teams', teamId, 'sso'] as const;

/** The team's single sign-on settings (owners and admins only: the server refuses members). */
export function useTeamSso(teamId: string) {
  return useQuery({
    queryKey: ssoKey(teamId),
    queryFn: ({ signal }) => callApi(contract.getTeamSso, { params: { teamId }, signal }),
    select: (data) => data.sso,
  });
}

/**
 * Every settings change answers the whole settings: they replace the cached ones at once (a changed domain or
 * connection also turns enforcement off), and the team's audit log is refreshed to show the change.
 */
function useSsoMutation<I>(teamId: string, mutationFn: (input: I) => Promise<{ sso: TeamSso }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data) => queryClient.setQueryData(ssoKey(teamId), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['teams', teamId, 'audit'] }),
  });
}

export function useSetSsoDomain(teamId: string) {
  return useSsoMutation(teamId, (domain: string) =>
    callApi(contract.setTeamSsoDomain, { params: { teamId }, body: { domain } }),
  );
}

export function useVerifySsoDomain(teamId: string) {
  return useSsoMutation(teamId, () => callApi(contract.verifyTeamSsoDomain, { params: { teamId } }));
}

export function useSetSsoConnection(teamId: string) {
  return useSsoMutation(teamId, (body: BodyOf<typeof contract.setTeamSsoConnection>) =>
    callApi(contract.setTeamSsoConnection, { params: { teamId }, body }),
  );
}

export function useSetSsoEnforcement(teamId: string) {
  return useSsoMutation(teamId, (enforced: boolean) =>
    callApi(contract.setTeamSsoEnforcement, { params: { teamId }, body: { enforced } }),
  );
}

export function useRemoveTeamSso(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(contract.deleteTeamSso, { params: { teamId } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ssoKey(teamId) }),
        queryClient.invalidateQueries({ queryKey: ['teams', teamId, 'audit'] }),
      ]),
  });
}
