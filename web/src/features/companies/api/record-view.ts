import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyKeys } from './query-keys';

export async function recordView(ticker: string): Promise<void> {
  await api.post(`/companies/${encodeURIComponent(ticker)}/views`);
}

export function useRecordView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.recentAll }),
  });
}
