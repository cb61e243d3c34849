import type { BodyOf } from '@contract/endpoint';
import * as contract from '@contract/teams';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

/** Query keys of the teams feature: the caller's teams, and one team's members. */
const teamKeys = {
  all: ['teams'] as const,
  members: (teamId: string) => ['teams', teamId, 'members'] as const,
};

export function useTeams() {
  return useQuery({
    queryKey: teamKeys.all,
    queryFn: ({ signal }) => callApi(contract.getTeams, { signal }),
  });
}

export function useTeamMembers(teamId: string | null) {
  return useQuery({
    queryKey: teamKeys.members(teamId ?? ''),
    queryFn: ({ signal }) => callApi(contract.getTeamMembers, { params: { teamId: teamId ?? '' }, signal }),
    enabled: teamId !== null,
  });
}

/** Every team mutation refreshes the caller's teams and members: roles and membership move together. */
function useTeamMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export function useCreateTeam() {
  return useTeamMutation((body: BodyOf<typeof contract.createTeam>) =>
    callApi(contract.createTeam, { body }),
  );
}

export function useSetActiveTeam() {
  return useTeamMutation((teamId: string | null) => callApi(contract.setActiveTeam, { body: { teamId } }));
}

export function useInviteMember(teamId: string) {
  return useTeamMutation((body: BodyOf<typeof contract.inviteMember>) =>
    callApi(contract.inviteMember, { params: { teamId }, body }),
  );
}

export function useRevokeInvitation(teamId: string) {
  return useTeamMutation((invitationId: string) =>
    callApi(contract.revokeInvitation, { params: { teamId, invitationId } }),
  );
}

export function useRemoveMember(teamId: string) {
  return useTeamMutation((userId: string) => callApi(contract.removeMember, { params: { teamId, userId } }));
}

export function useChangeRole(teamId: string) {
  return useTeamMutation((input: { userId: string; role: contract.TeamRole }) =>
    callApi(contract.changeMemberRole, {
      params: { teamId, userId: input.userId },
      body: { role: input.role },
    }),
  );
}

export function useAcceptInvitation() {
  return useTeamMutation((token: string) => callApi(contract.acceptInvitation, { params: { token } }));
}

/** The owner hands the team to another member and becomes an admin. */
export function useTransferOwnership(teamId: string) {
  return useTeamMutation((userId: string) =>
    callApi(contract.transferOwnership, { params: { teamId }, body: { userId } }),
  );
}
