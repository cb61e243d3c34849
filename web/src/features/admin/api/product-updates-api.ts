import * as contract from '@contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { adminKeys } from './admin-api';

export type ProductUpdate = { subject: string; message: string };

/** `POST /api/admin/product-updates`: mails the announcement, as a job, to the users who opted in. */
export function useSendProductUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductUpdate) => callApi(contract.sendProductUpdate, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
  });
}
