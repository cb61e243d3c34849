import * as contract from '@contract/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { companyKeys } from './query-keys';
import type { CompanyId } from './types';

/**
 * The ids of the caller's saved companies, as a set: every Save button on screen (a company page, each row of a
 * list) shares this one cached read instead of the saved companies' full rows (ADR 0329).
 */
function savedCompanyIdsQueryOptions() {
  return queryOptions({
    queryKey: companyKeys.savedIds,
    queryFn: async ({ signal }): Promise<ReadonlySet<CompanyId>> => {
      const body = await callApi(contract.getSavedCompanyIds, { signal });
      return new Set(body.companyIds);
    },
  });
}

export function useSavedCompanyIds() {
  return useQuery(savedCompanyIdsQueryOptions());
}
