import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type CrmProvider = 'salesforce' | 'hubspot';
export type SalesforceType = 'Account' | 'Lead';

export interface SalesforceStatus {
  connected: boolean;
  username: string | null;
  configured: boolean;
}

export interface HubspotStatus {
  connected: boolean;
  portal: string | null;
  configured: boolean;
}

export interface SalesforceRecord {
  Id: string;
  Name: string | null;
  Industry?: string | null;
  Company?: string | null;
  Email?: string | null;
}

export interface HubspotCompany {
  id: string;
  properties: { name: string | null; domain: string | null; industry: string | null };
}

export interface HubspotExportStatus {
  importId: string;
  state: string;
  status: string;
  progress: number;
  isComplete: boolean;
  isSuccessful: boolean;
  errors: { message: string }[];
}

export const crmKeys = {
  status: (provider: CrmProvider) => ['crm', provider, 'status'] as const,
};

/** Where the provider's consent screen sends the user back to: this page. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export const crmApi = {
  salesforceStatus: () => api.get<SalesforceStatus>('/salesforce/connection-status'),
  hubspotStatus: () => api.get<HubspotStatus>('/hubspot/connection-status'),
  authUrl: (provider: CrmProvider, returnTo: string) =>
    api.get<{ authUrl: string }>(`/${provider}/auth/start`, { query: { returnTo } }),
  disconnect: (provider: CrmProvider) => api.delete<{ ok: true }>(`/${provider}/connection`),
  searchSalesforce: (query: string, type: SalesforceType) =>
    api.get<{ records: SalesforceRecord[] }>('/salesforce/search', { query: { query, type } }),
  createSalesforceNote: (parentId: string, analysisId: string) =>
    api.post<{ ok: true }>('/salesforce/create-note', { parentId, analysisId }),
  searchHubspot: (query: string) =>
    api.get<{ results: HubspotCompany[] }>('/hubspot/companies/search', { query: { query } }),
  startHubspotExport: (companyId: string, analysisId: string, idempotencyKey: string) =>
    api.post<{ importId: string; status: string }>(
      '/hubspot/exports',
      { companyId, analysisId },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    ),
  hubspotExport: (importId: string) => api.get<HubspotExportStatus>(`/hubspot/exports/${importId}`),
};

/** Leaves for the provider's consent screen; it comes back to `returnTo`. */
export async function connectCrm(provider: CrmProvider, returnTo = currentPath()): Promise<void> {
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
