import * as contract from '@contract/admin';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { adminKeys } from './admin-api';

export function useDebugInfo() {
  return useQuery({
    queryKey: adminKeys.debug,
    queryFn: () => callApi(contract.getDebugInfo),
    refetchInterval: 10_000,
  });
}
