import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyKeys } from './query-keys';
import type { CompanyId } from './types';

export async function unsaveCompany(companyId: CompanyId): Promise<void> {
  await api.delete(`/saved-companies/${encodeURIComponent(companyId)}`);
}

export function useUnsaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsaveCompany,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.saved }),
        queryClient.invalidateQueries({ queryKey: companyKeys.lists }),
      ]),
  });
}
