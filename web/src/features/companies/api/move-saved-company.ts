import * as contract from '@contract/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { companyKeys } from './query-keys';
import type { CompanyId, ListId } from './types';

interface MoveSavedCompanyInput {
  companyId: CompanyId;
  listId: ListId | null;
}

async function moveSavedCompany({ companyId, listId }: MoveSavedCompanyInput): Promise<void> {
  await callApi(contract.moveSavedCompany, { params: { companyId }, body: { listId } });
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
