import { isErrorCode } from '@contract/errors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

export type ImportKind = 'sec-complete' | 'sec-sample' | 'finnhub' | 'local' | 'update';
export type JobState = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export interface JobSummary {
  id: string;
  kind: string;
  state: JobState;
  total: number;
  imported: number;
  updated: number;
  skipped: number;
  errors: number;
  error: string | null;
  attempts: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface JobLogLine {
  level: 'info' | 'success' | 'warn' | 'error';
  message: string;
  ticker: string | null;
  at: string;
}

export interface JobDetail extends JobSummary {
  log: JobLogLine[];
}

export interface Schedule {
  name: string;
  kind: string;
  cron: string;
  timezone: string;
  enabled: boolean;
  nextRunAt: string | null;
  lastRunAt: string | null;
  lastJobId: string | null;
}

export const adminKeys = {
  jobs: (kind?: string) => ['admin', 'jobs', kind ?? 'all'] as const,
  job: (id: string) => ['admin', 'job', id] as const,
  schedule: ['admin', 'schedule'] as const,
  debug: ['admin', 'debug'] as const,
  health: ['health'] as const,
};

export const isActive = (job: Pick<JobSummary, 'state'> | null | undefined) =>
  job?.state === 'queued' || job?.state === 'running';

/** The latest job of a kind, so a reload shows the import that is running (or the last summary). */
export function useLatestJob(kind: ImportKind) {
  return useQuery({
    queryKey: adminKeys.jobs(kind),
    queryFn: async () =>
      (await api.get<{ jobs: JobSummary[] }>('/admin/jobs', { query: { kind, limit: 1 } })).jobs[0] ?? null,
  });
}

/** One job with its log, polled every second while it is queued or running. */
export function useJob(id: string | null | undefined) {
  return useQuery({
    queryKey: adminKeys.job(id ?? ''),
    queryFn: () => api.get<JobDetail>(`/admin/jobs/${id}`),
    enabled: Boolean(id),
    refetchInterval: (query) => (!query.state.data || isActive(query.state.data) ? 1000 : false),
  });
}

export function useJobs(limit = 20) {
  return useQuery({
    queryKey: adminKeys.jobs(),
    queryFn: async () => (await api.get<{ jobs: JobSummary[] }>('/admin/jobs', { query: { limit } })).jobs,
    refetchInterval: 5000,
  });
}

async function uploadLocalFile(file: File): Promise<{ job: JobSummary }> {
  const form = new FormData();
  form.set('kind', 'local');
  form.set('file', file);
  const response = await fetch('/api/admin/imports', { method: 'POST', body: form, credentials: 'include' });
  const body = (await response.json().catch(() => ({}))) as {
    job?: JobSummary;
    error?: string;
    code?: string;
  };
  if (!response.ok || !body.job) {
    throw new ApiError(
      response.status,
      body.error ?? 'The upload failed.',
      isErrorCode(body.code) ? body.code : undefined,
    );
  }
  return { job: body.job };
}

export function useStartImport(kind: ImportKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file?: File) =>
      kind === 'local' && file
        ? uploadLocalFile(file)
        : api.post<{ job: JobSummary }>('/admin/imports', { kind }),
    onSuccess: ({ job }) => {
      queryClient.setQueryData(adminKeys.jobs(kind), job);
      void queryClient.invalidateQueries({ queryKey: adminKeys.jobs() });
    },
  });
}

export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ cancelled: boolean }>(`/admin/jobs/${id}/cancel`, {}),
    onSettled: (_data, _error, id) => queryClient.invalidateQueries({ queryKey: adminKeys.job(id) }),
  });
}

export function useSchedule() {
  return useQuery({
    queryKey: adminKeys.schedule,
    queryFn: () => api.get<{ schedule: Schedule; lastRun: JobSummary | null }>('/admin/schedule'),
  });
}

export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<Pick<Schedule, 'cron' | 'timezone' | 'enabled'>>) =>
      api.put<{ schedule: Schedule; lastRun: JobSummary | null }>('/admin/schedule', change),
    onSuccess: (data) => queryClient.setQueryData(adminKeys.schedule, data),
  });
}

/** Integrations on/off from /api/health (the provider tab says so when Finnhub is off). */
export function useIntegrations() {
  return useQuery({
    queryKey: adminKeys.health,
    queryFn: async () =>
      (await api.get<{ integrations: Record<string, boolean | string> }>('/health')).integrations,
    staleTime: 60_000,
  });
}
