import * as contract from '@contract/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { companyKeys } from './query-keys';
import type { ListId } from './types';

/** The list's companies stay saved, 'Not in a List' afterwards. */
async function deleteList(id: ListId): Promise<void> {
  await callApi(contract.deleteList, { params: { id } });
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteList,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.lists }),
        queryClient.invalidateQueries({ queryKey: companyKeys.saved }),
      ]),
  });
}
