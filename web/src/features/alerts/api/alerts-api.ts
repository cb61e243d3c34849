import * as contract from '@contract/alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

export { ALERT_FORMS, type AlertForm } from '@contract/fields';

const alertKeys = {
  alerts: ['alerts'] as const,
  upcoming: ['upcoming'] as const,
  calendar: ['calendar'] as const,
};

const MINUTE = 60 * 1000;

export function useAlerts() {
  return useQuery({
    queryKey: alertKeys.alerts,
    queryFn: ({ signal }) => callApi(contract.getAlerts, { signal }),
    staleTime: MINUTE,
    refetchInterval: 5 * MINUTE,
  });
}

/** Marks the given alerts read, or all of them when no ids are given. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => callApi(contract.markAlertsRead, { body: ids ? { ids } : {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.alerts }),
  });
}

export function useUpcoming() {
  return useQuery({
    queryKey: alertKeys.upcoming,
    queryFn: ({ signal }) => callApi(contract.getUpcoming, { signal }),
    staleTime: 10 * MINUTE,
  });
}

export function useCalendar() {
  return useQuery({
    queryKey: alertKeys.calendar,
    queryFn: ({ signal }) => callApi(contract.getCalendar, { signal }),
  });
}

export function useRotateCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(contract.rotateCalendarToken),
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.calendar }),
  });
}

export function useRevokeCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(contract.revokeCalendarToken),
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.calendar }),
  });
}

/** Queues the shared alert run now; the list refreshes a few seconds later. */
/** How long the queued alert run usually takes before its new alerts can be read. */
export const CHECK_SETTLE_MS = 3000;

/**
 * 'Check now': queues the shared alert run, gives it a moment, then reads the alerts again. The mutation stays
 * pending through all of it, so the button says it is checking until the list has been refreshed, and no longer.
 */
export function useCheckNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const job = await callApi(contract.checkAlertsNow);
      await new Promise((resolve) => setTimeout(resolve, CHECK_SETTLE_MS));
      await client.invalidateQueries({ queryKey: alertKeys.alerts });
      return job;
    },
  });
}

const listKey = ['alerts', 'lists'] as const;

export function useAlertLists() {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => callApi(contract.getAlertLists, { signal }),
  });
}

export function useSetListForms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, forms }: { id: string; forms: contract.AlertList['forms'] }) =>
      callApi(contract.setAlertListForms, { params: { listId: id }, body: { forms } }),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}
