import * as contract from '@contract/admin';
import type { BodyOf } from '@contract/endpoint';
import { getHealth } from '@contract/health';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callApiWithFiles } from '@/lib/call-api';

export type {
  ImportKind,
  JobDetail,
  JobSummary,
} from '@contract/admin';

export const adminKeys = {
  jobs: (kind?: string) => ['admin', 'jobs', kind ?? 'all'] as const,
  job: (id: string) => ['admin', 'job', id] as const,
  schedule: ['admin', 'schedule'] as const,
  debug: ['admin', 'debug'] as const,
  audit: ['admin', 'audit'] as const,
  health: ['health'] as const,
};

export const isActive = (job: Pick<contract.JobSummary, 'state'> | null | undefined) =>
  job?.state === 'queued' || job?.state === 'running';

/** The latest job of a kind, so a reload shows the import that is running (or the last summary). */
export function useLatestJob(kind: contract.ImportKind) {
  return useQuery({
    queryKey: adminKeys.jobs(kind),
    queryFn: async () => (await callApi(contract.listJobs, { query: { kind, limit: 1 } })).jobs[0] ?? null,
  });
}

/** One job with its log, polled every second while it is queued or running. */
export function useJob(id: string | null | undefined) {
  return useQuery({
    queryKey: adminKeys.job(id ?? ''),
    queryFn: () => callApi(contract.getJob, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    refetchInterval: (query) => (!query.state.data || isActive(query.state.data) ? 1000 : false),
  });
}

export function useStartImport(kind: contract.ImportKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file?: File) =>
      kind === 'local' && file
        ? callApiWithFiles(contract.startImport, { kind, file })
        : callApi(contract.startImport, { body: { kind } }),
    onSuccess: ({ job }) => {
      queryClient.setQueryData(adminKeys.jobs(kind), job);
      void queryClient.invalidateQueries({ queryKey: adminKeys.jobs() });
    },
  });
}

export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(contract.cancelJob, { params: { id } }),
    onSettled: (_data, _error, id) => queryClient.invalidateQueries({ queryKey: adminKeys.job(id) }),
  });
}

export function useSchedule() {
  return useQuery({
    queryKey: adminKeys.schedule,
    queryFn: () => callApi(contract.getSchedule),
  });
}

export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: BodyOf<typeof contract.updateSchedule>) =>
      callApi(contract.updateSchedule, { body: change }),
    onSuccess: (data) => queryClient.setQueryData(adminKeys.schedule, data),
  });
}

/** Integrations on/off from /api/health (the provider tab says so when Finnhub is off). */
export function useIntegrations() {
  return useQuery({
    queryKey: adminKeys.health,
    queryFn: async () => (await callApi(getHealth)).integrations,
    staleTime: 60_000,
  });
}
