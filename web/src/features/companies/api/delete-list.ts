import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyKeys } from './query-keys';
import type { ListId } from './types';

/** The list's companies stay saved, 'Not in a List' afterwards. */
export async function deleteList(id: ListId): Promise<void> {
  await api.delete(`/lists/${encodeURIComponent(id)}`);
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
