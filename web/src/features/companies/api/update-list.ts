import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyKeys } from './query-keys';
import type { CompanyList, ListId } from './types';

export interface UpdateListInput {
  id: ListId;
  name: string;
  description?: string | null;
}

export async function updateList({ id, ...changes }: UpdateListInput): Promise<CompanyList> {
  const body = await api.patch<{ list: CompanyList }>(`/lists/${encodeURIComponent(id)}`, changes);
  return body.list;
}

export function useUpdateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateList,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.lists }),
  });
}
