import * as contract from '@contract/admin';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { adminKeys } from './admin-api';

export type { AuditEntry } from '@contract/admin';

/** `GET /api/admin/audit`: the server's latest admin actions, newest first (it answers at most 100). */
export function useAuditTrail() {
  return useQuery({
    queryKey: adminKeys.audit,
    queryFn: async () => (await callApi(contract.getAudit)).entries,
  });
}
