import type { ErrorCode } from '@contract/errors';
import { type QueryState, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { crmApi, crmKeys, type HubspotExportStatus } from './crm-api';

/** First check 2 s after the start, then every 3 s, 5 s after a failed check, 20 at most. */
const CHECK_FIRST_MS = 2000;
const CHECK_EVERY_MS = 3000;
const CHECK_AFTER_ERROR_MS = 5000;
export const CHECK_MAX = 20;

/** A failed check that ends following the export at once (signed out, not Pro, not theirs); others are retried. */
function isFatal(error: unknown): boolean {
  return isApiError(error) && [401, 403, 404].includes(error.status);
}

/** What the query knows after its checks: the last status read, the last check's error, how many checks ran. */
export interface ExportChecks {
  status: HubspotExportStatus | undefined;
  error: unknown;
  checks: number;
}

export type ExportOutcome =
  | { kind: 'running'; progress: number }
  | { kind: 'success' }
  /** `code` names a failure the dialog acts on (a revoked connection: reconnect). */
  | { kind: 'failure'; message: string; code?: ErrorCode }
  /** Still running after the last check: it finishes in the background. */
  | { kind: 'pending' };

export function exportOutcome({ status, error, checks }: ExportChecks): ExportOutcome {
  if (status?.isComplete) {
    if (status.isSuccessful) return { kind: 'success' };
    const [first] = status.errors;
    return {
      kind: 'failure',
      message: `Export failed: ${first?.message ?? status.state}`,
      code: first?.code,
    };
  }
  if (error && isFatal(error))
    return { kind: 'failure', message: `Export failed: ${(error as Error).message}` };
  if (checks >= CHECK_MAX) return { kind: 'pending' };
  return { kind: 'running', progress: status?.progress ?? 0 };
}

/** How long until the next check, or false when the outcome is known. */
export function nextCheckIn(state: ExportChecks): number | false {
  if (exportOutcome(state).kind !== 'running') return false;
  if (state.checks === 0) return CHECK_FIRST_MS;
  return state.error ? CHECK_AFTER_ERROR_MS : CHECK_EVERY_MS;
}

function checksOf(state: QueryState<HubspotExportStatus, Error>): ExportChecks {
  return { status: state.data, error: state.error, checks: state.dataUpdateCount + state.errorUpdateCount };
}

/** What the export was when it started: queued, nothing read yet (the first check waits 2 s). */
function started(importId: string): HubspotExportStatus {
  return {
    importId,
    state: 'PROCESSING',
    status: 'queued',
    progress: 0,
    isComplete: false,
    isSuccessful: false,
    errors: [],
  };
}

/** Follows a started export (`importId`, null before one starts) until it ends, fails, or the checks run out. */
export function useHubspotExport(importId: string | null): ExportOutcome | null {
  const queryClient = useQueryClient();
  const queryKey = crmKeys.hubspotExport(importId);
  useQuery({
    queryKey,
    queryFn: () => crmApi.hubspotExport(importId ?? ''),
    enabled: importId !== null,
    initialData: importId ? started(importId) : undefined,
    // Only the interval checks: never on mount, focus or reconnect.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchInterval: (current) => nextCheckIn(checksOf(current.state)),
    refetchIntervalInBackground: true,
  });
  // The counts of checks live in the query's state (the hook re-renders on each change).
  const state = queryClient.getQueryState<HubspotExportStatus, Error>(queryKey);
  return importId === null || !state ? null : exportOutcome(checksOf(state));
}
