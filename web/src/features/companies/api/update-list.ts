import * as contract from '@contract/companies';
import type { BodyOf } from '@contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { companyKeys } from './query-keys';
import type { CompanyList, ListId } from './types';

type UpdateListInput = { id: ListId } & BodyOf<typeof contract.updateList>;

async function updateList({ id, ...changes }: UpdateListInput): Promise<CompanyList> {
  const body = await callApi(contract.updateList, { params: { id }, body: changes });
  return body.list;
}

export function useUpdateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateList,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.lists }),
  });
}
