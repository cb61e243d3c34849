import { searchCompanies } from '@contract/companies';
import * as contract from '@contract/team-lists';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

/** Query keys of a team's shared lists: the lists, and one list's companies (then the page). */
const listKeys = {
  lists: (teamId: string) => ['teams', teamId, 'lists'] as const,
  companies: (teamId: string, listId: string) => ['teams', teamId, 'lists', listId] as const,
};

export function useTeamLists(teamId: string) {
  return useQuery({
    queryKey: listKeys.lists(teamId),
    queryFn: ({ signal }) => callApi(contract.getTeamLists, { params: { teamId }, signal }),
  });
}

/** One page of a list's companies; the previous page stays on screen while the next one loads. */
export function useTeamListCompanies(teamId: string, listId: string, page: number) {
  return useQuery({
    queryKey: [...listKeys.companies(teamId, listId), page],
    queryFn: ({ signal }) =>
      callApi(contract.getTeamListCompanies, {
        params: { teamId, listId },
        query: { page, pageSize: contract.TEAM_LIST_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every list change refreshes the team's lists, their counts and its audit log (all under the team's key). */
function useListMutation<I, O>(teamId: string, mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['teams', teamId] }),
  });
}

export function useCreateTeamList(teamId: string) {
  return useListMutation(teamId, (name: string) =>
    callApi(contract.createTeamList, { params: { teamId }, body: { name } }),
  );
}

export function useRenameTeamList(teamId: string) {
  return useListMutation(teamId, (input: { listId: string; name: string }) =>
    callApi(contract.renameTeamList, {
      params: { teamId, listId: input.listId },
      body: { name: input.name },
    }),
  );
}

/** A deleted list leaves the cache at once, so its companies are not asked for again (they would answer 404). */
export function useDeleteTeamList(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listId: string) => callApi(contract.deleteTeamList, { params: { teamId, listId } }),
    onSuccess: (_, listId) => {
      queryClient.setQueryData(listKeys.lists(teamId), (old: { lists: { id: string }[] } | undefined) =>
        old ? { ...old, lists: old.lists.filter((list) => list.id !== listId) } : old,
      );
      queryClient.removeQueries({ queryKey: listKeys.companies(teamId, listId) });
    },
    onSettled: (_, __, listId) =>
      queryClient.invalidateQueries({
        queryKey: ['teams', teamId],
        predicate: (query) => query.queryKey[3] !== listId,
      }),
  });
}

export function useAddTeamListCompany(teamId: string, listId: string) {
  return useListMutation(teamId, (companyId: string) =>
    callApi(contract.addTeamListCompany, { params: { teamId, listId, companyId } }),
  );
}

export function useRemoveTeamListCompany(teamId: string, listId: string) {
  return useListMutation(teamId, (companyId: string) =>
    callApi(contract.removeTeamListCompany, { params: { teamId, listId, companyId } }),
  );
}

/** The catalogue's search, for the add-company box (runs when the user submits a term). */
export function useCompanySearch(term: string) {
  return useQuery({
    queryKey: ['companies', 'search', term],
    queryFn: ({ signal }) => callApi(searchCompanies, { query: { q: term }, signal }),
    enabled: term.length > 0,
  });
}
