import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AlertItem {
  id: string;
  ticker: string;
  company_name: string;
  form: string;
  filing_date: string;
  accession_number: string;
  items: string[];
  /** For a 10-K: risk factors its 'What changed' calls new; null when not compared. */
  new_risk_factors: number | null;
  read: boolean;
  created_at: string;
}

export interface AlertsResponse {
  unread: number;
  alerts: AlertItem[];
}

export interface UpcomingRelease {
  ticker: string;
  company_name: string;
  form: '10-K' | '10-Q';
  period_end: string;
  expected_date: string;
  earliest_date: string;
  latest_date: string;
  deadline: string;
  confidence: string;
  samples: number;
}

export interface UpcomingResponse {
  releases: UpcomingRelease[];
  unavailable: string[];
}

export const alertKeys = {
  alerts: ['alerts'] as const,
  upcoming: ['upcoming'] as const,
  calendar: ['calendar'] as const,
};

const MINUTE = 60 * 1000;

export function useAlerts() {
  return useQuery({
    queryKey: alertKeys.alerts,
    queryFn: ({ signal }) => api.get<AlertsResponse>('/alerts', { signal }),
    staleTime: MINUTE,
    refetchInterval: 5 * MINUTE,
  });
}

/** Marks the given alerts read, or all of them when no ids are given. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => api.post<{ unread: number }>('/alerts/read', ids ? { ids } : {}),
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.alerts }),
  });
}

export function useUpcoming() {
  return useQuery({
    queryKey: alertKeys.upcoming,
    queryFn: ({ signal }) => api.get<UpcomingResponse>('/upcoming', { signal }),
    staleTime: 10 * MINUTE,
  });
}

export function useCalendar() {
  return useQuery({
    queryKey: alertKeys.calendar,
    queryFn: ({ signal }) => api.get<{ enabled: boolean }>('/calendar', { signal }),
  });
}

export function useRotateCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ url: string }>('/calendar/token', {}),
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.calendar }),
  });
}

export function useRevokeCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>('/calendar/token'),
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.calendar }),
  });
}

/** Queues the shared alert run now; the list refreshes a few seconds later. */
export function useCheckNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ job_id: string; state: string }>('/alerts/check', {}),
    onSuccess: () => {
      setTimeout(() => void client.invalidateQueries({ queryKey: alertKeys.alerts }), 3000);
    },
  });
}

export type AlertForm = '10-K' | '10-Q' | '8-K';
export const ALERT_FORMS: AlertForm[] = ['10-K', '10-Q', '8-K'];

export interface AlertList {
  id: string;
  name: string;
  forms: AlertForm[];
}

const listKey = ['alerts', 'lists'] as const;

export function useAlertLists() {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => api.get<{ lists: AlertList[] }>('/alerts/lists', { signal }),
  });
}

export function useSetListForms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, forms }: { id: string; forms: AlertForm[] }) =>
      api.put<{ id: string; forms: AlertForm[] }>(`/alerts/lists/${id}`, { forms }),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}
