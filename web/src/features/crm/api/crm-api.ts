import * as contract from '@contract/crm';
import type { ClientResult } from '@contract/endpoint';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';

export type {
  CrmProvider,
  HubspotCompany,
  HubspotExportStatus,
  SalesforceRecord,
  SalesforceType,
} from '@contract/crm';

export const crmKeys = {
  status: (provider: contract.CrmProvider) => ['crm', provider, 'status'] as const,
};

/** Where the provider's consent screen sends the user back to: this page. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

const authStart = { salesforce: contract.startSalesforceAuth, hubspot: contract.startHubspotAuth };
const disconnect = { salesforce: contract.disconnectSalesforce, hubspot: contract.disconnectHubspot };

export const crmApi = {
  salesforceStatus: () => callApi(contract.getSalesforceStatus),
  hubspotStatus: () => callApi(contract.getHubspotStatus),
  authUrl: (provider: contract.CrmProvider, returnTo: string) =>
    callApi(authStart[provider], { query: { returnTo } }),
  disconnect: (provider: contract.CrmProvider) => callApi(disconnect[provider]),
  searchSalesforce: (query: string, type: contract.SalesforceType) =>
    callApi(contract.searchSalesforce, { query: { query, type } }),
  createSalesforceNote: (parentId: string, analysisId: string) =>
    callApi(contract.createSalesforceNote, { body: { parentId, analysisId } }),
  searchHubspot: (query: string) => callApi(contract.searchHubspotCompanies, { query: { query } }),
  /** `callApi` sends no headers: the one call that needs its `Idempotency-Key` goes through `request`. */
  startHubspotExport: (companyId: string, analysisId: string, idempotencyKey: string) =>
    request<ClientResult<typeof contract.startHubspotExport>>(
      'POST',
      contract.startHubspotExport.path,
      { companyId, analysisId },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    ),
  hubspotExport: (importId: string) => callApi(contract.getHubspotExport, { params: { id: importId } }),
};

/** Leaves for the provider's consent screen; it comes back to `returnTo`. */
export async function connectCrm(provider: contract.CrmProvider, returnTo = currentPath()): Promise<void> {
  const { authUrl } = await crmApi.authUrl(provider, returnTo);
  window.location.assign(authUrl);
}

export function useSalesforceStatus(enabled = true) {
  return useQuery({
    queryKey: crmKeys.status('salesforce'),
    queryFn: crmApi.salesforceStatus,
    enabled,
    retry: false,
  });
}

export function useHubspotStatus(enabled = true) {
  return useQuery({
    queryKey: crmKeys.status('hubspot'),
    queryFn: crmApi.hubspotStatus,
    enabled,
    retry: false,
  });
}
