import * as contract from '@contract/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { companyKeys } from './query-keys';
import type { CompanyId } from './types';

async function unsaveCompany(companyId: CompanyId): Promise<void> {
  await callApi(contract.unsaveCompany, { params: { companyId } });
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
