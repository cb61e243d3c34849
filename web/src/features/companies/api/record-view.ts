import * as contract from '@contract/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { companyKeys } from './query-keys';

async function recordView(ticker: string): Promise<void> {
  await callApi(contract.recordView, { params: { ticker } });
}

export function useRecordView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.recentAll }),
  });
}
