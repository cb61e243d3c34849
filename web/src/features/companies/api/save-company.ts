import * as contract from '@contract/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { companyKeys } from './query-keys';
import type { CompanyId, ListId } from './types';

interface SaveCompanyInput {
  companyId: CompanyId;
  listId: ListId | null;
}

/** The server answers an already saved company as success, so no duplicate handling is needed here. */
async function saveCompany(input: SaveCompanyInput): Promise<void> {
  await callApi(contract.saveCompany, { body: input });
}

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompany,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.saved }),
        queryClient.invalidateQueries({ queryKey: companyKeys.lists }),
      ]),
  });
}
