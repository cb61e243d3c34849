import * as contract from '@contract/team-lists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

const notesKey = (teamId: string, companyId: string) => ['teams', teamId, 'notes', companyId] as const;

export function useTeamNotes(teamId: string, companyId: string) {
  return useQuery({
    queryKey: notesKey(teamId, companyId),
    queryFn: ({ signal }) => callApi(contract.getTeamNotes, { params: { teamId, companyId }, signal }),
  });
}

/** Each note change refreshes the company's notes. */
function useNoteMutation<I, O>(teamId: string, companyId: string, mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notesKey(teamId, companyId) }),
  });
}

export function useAddTeamNote(teamId: string, companyId: string) {
  return useNoteMutation(teamId, companyId, (body: string) =>
    callApi(contract.addTeamNote, { params: { teamId, companyId }, body: { body } }),
  );
}

export function useEditTeamNote(teamId: string, companyId: string) {
  return useNoteMutation(teamId, companyId, (input: { noteId: string; body: string }) =>
    callApi(contract.editTeamNote, { params: { teamId, noteId: input.noteId }, body: { body: input.body } }),
  );
}

export function useDeleteTeamNote(teamId: string, companyId: string) {
  return useNoteMutation(teamId, companyId, (noteId: string) =>
    callApi(contract.deleteTeamNote, { params: { teamId, noteId } }),
  );
}
