import * as contract from '@contract/crm';
import { useQuery } from '@tanstack/react-query';
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
  hubspotExport: (importId: string | null) => ['crm', 'hubspot', 'export', importId] as const,
};

/** The name a user reads for each provider. */
export const CRM_NAMES: Record<contract.CrmProvider, string> = {
  salesforce: 'Salesforce',
  hubspot: 'HubSpot',
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
  /** The same key for the same click: a submit sent twice is one export. */
  startHubspotExport: (companyId: string, analysisId: string, idempotencyKey: string) =>
    callApi(contract.startHubspotExport, {
      body: { companyId, analysisId },
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
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

/**
 * Either provider's status, as far as an export dialog needs it (configured here, and connected): read again each
 * time the dialog opens, since the connection may have been made or dropped elsewhere.
 */
export function useCrmStatus(provider: contract.CrmProvider, open: boolean) {
  return useQuery({
    queryKey: crmKeys.status(provider),
    staleTime: 0,
    queryFn: (): Promise<{ connected: boolean; configured: boolean }> =>
      provider === 'salesforce' ? crmApi.salesforceStatus() : crmApi.hubspotStatus(),
    enabled: open,
    retry: false,
  });
}
