import * as contract from '@contract/companies';
import type { BodyOf } from '@contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { companyKeys } from './query-keys';
import type { CompanyList } from './types';

type CreateListInput = BodyOf<typeof contract.createList>;

async function createList(input: CreateListInput): Promise<CompanyList> {
  const body = await callApi(contract.createList, { body: input });
  return body.list;
}

export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createList,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.lists }),
  });
}
