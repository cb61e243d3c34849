import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, type JobSummary } from './admin-api';

export interface DebugInfo {
  version: string;
  node: string;
  uptimeSeconds: number;
  database: { driver: string; migrationsApplied: number; migrationsKnown: number };
  jobs: {
    runner: { started: boolean; workerId: string; running: string[]; kinds: string[] };
    recent: JobSummary[];
  };
  edgar: { requestsLastMinute: number; lastRequestAt: string | null; throttledUntil: string | null };
  filingCache: { documents: number; documentBytes: number; storedBytes: number };
  counts: { users: number; companies: number; filings: number; analyses: number };
  integrations: Record<string, boolean | string>;
  errors: Array<{
    at: string;
    source: string;
    message: string;
    code?: string;
    status?: number;
    path?: string;
  }>;
}

export function useDebugInfo() {
  return useQuery({
    queryKey: adminKeys.debug,
    queryFn: () => api.get<DebugInfo>('/admin/debug'),
    refetchInterval: 10_000,
  });
}
