import { CRM_PROVIDERS, type CrmProvider } from '@contract/crm';
import { id } from '@contract/fields';
import { z } from 'zod/mini';
import { currentPath } from './crm-api';

/**
 * Connecting a CRM from an export dialog leaves for the provider's consent screen; the return path carries these
 * two parameters so the page reopens the same dialog for the same analysis when the user comes back.
 */
export const RESUME_PROVIDER_PARAM = 'crmExport';
export const RESUME_ANALYSIS_PARAM = 'crmAnalysis';

export interface ResumedExport {
  provider: CrmProvider;
  analysisId: string;
}

/** This page's path with the dialog to reopen (any earlier resume parameters replaced). */
export function exportReturnPath(resume: ResumedExport, path = currentPath()): string {
  const url = new URL(path, 'http://localhost');
  url.searchParams.set(RESUME_PROVIDER_PARAM, resume.provider);
  url.searchParams.set(RESUME_ANALYSIS_PARAM, resume.analysisId);
  return `${url.pathname}${url.search}`;
}

/** The dialog to reopen, if the URL names a valid one. */
export function readResumedExport(params: URLSearchParams): ResumedExport | null {
  const provider = params.get(RESUME_PROVIDER_PARAM);
  const analysisId = params.get(RESUME_ANALYSIS_PARAM);
  if (!CRM_PROVIDERS.some((known) => known === provider)) return null;
  if (!z.safeParse(id, analysisId).success) return null;
  return { provider: provider as CrmProvider, analysisId: analysisId as string };
}

export function withoutResume(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(RESUME_PROVIDER_PARAM);
  next.delete(RESUME_ANALYSIS_PARAM);
  return next;
}
