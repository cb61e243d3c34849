import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyKeys } from './query-keys';
import type { CompanyList } from './types';

export interface CreateListInput {
  name: string;
  description?: string;
}

export async function createList(input: CreateListInput): Promise<CompanyList> {
  const body = await api.post<{ list: CompanyList }>('/lists', input);
  return body.list;
}

export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createList,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.lists }),
  });
}
