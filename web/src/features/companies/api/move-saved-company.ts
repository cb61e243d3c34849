import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyKeys } from './query-keys';
import type { CompanyId, ListId } from './types';

export interface MoveSavedCompanyInput {
  companyId: CompanyId;
  listId: ListId | null;
}

export async function moveSavedCompany({ companyId, listId }: MoveSavedCompanyInput): Promise<void> {
  await api.patch(`/saved-companies/${encodeURIComponent(companyId)}`, { listId });
}

export function useMoveSavedCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveSavedCompany,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.saved }),
        queryClient.invalidateQueries({ queryKey: companyKeys.lists }),
      ]),
  });
}
