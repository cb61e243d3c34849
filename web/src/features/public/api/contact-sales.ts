import type { BodyOf } from '@contract/endpoint';
import * as contract from '@contract/sales';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

/** `POST /api/contact-sales`: one message to the sales inbox (and its acknowledgement to the sender). */
export function useContactSales() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof contract.contactSales>) => callApi(contract.contactSales, { body }),
  });
}
