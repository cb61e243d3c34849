import { AppError } from '#server/http/app-error.ts';
import { HUBSPOT_SEARCH_MIN, HUBSPOT_SEARCH_MIN_MESSAGE } from '../../../contract/crm.ts';
import { type CrmServiceDeps, crmClient } from '../crm-adapters.ts';
import type { CrmDeps } from '../crm-deps.ts';
import { crmErrors } from '../crm-errors.ts';
import { loadExportSource } from '../export-source.ts';
import { hubspotPayload } from '../note-content.ts';
import { withCrmToken } from '../with-crm-token.ts';
import { exportKeys, exportStatus, HUBSPOT_EXPORT_JOB, type HubspotExportJob } from './export-job.ts';
import { hubspotFailure } from './hubspot-failure.ts';

export async function searchHubspotCompanies(deps: CrmServiceDeps, userId: string, query: string) {
  if (query.length < HUBSPOT_SEARCH_MIN)
    throw AppError.badRequest(HUBSPOT_SEARCH_MIN_MESSAGE, 'QUERY_TOO_SHORT');
  try {
    const client = crmClient(deps, 'hubspot');
    return await withCrmToken(deps, 'hubspot', userId, (token) => client.searchCompanies(token, query));
  } catch (error) {
    throw hubspotFailure(error, { code: 'HUBSPOT_SEARCH_FAILED', message: 'Failed to search for companies' });
  }
}

/**
 * Queues the export as a durable job (the dialog follows its status). `clientKey` is the dialog's Idempotency-Key:
 * the same click sent twice is one export.
 */
export async function startHubspotExport(
  deps: CrmDeps,
  userId: string,
  request: { companyId: string; analysisId: string; clientKey: string },
): Promise<{ importId: string }> {
  if (!(await deps.crm.store.get(userId, 'hubspot'))) throw crmErrors.authRequired('hubspot');
  const source = await loadExportSource(deps.db, userId, request.analysisId);
  const keys = exportKeys(userId, request.clientKey);
  const job = await deps.jobs.enqueue<HubspotExportJob>(
    HUBSPOT_EXPORT_JOB,
    {
      userId,
      companyId: request.companyId,
      analysisId: request.analysisId,
      marker: keys.marker,
      payload: hubspotPayload(source, deps.clock()),
      requestedAt: deps.clock().toISOString(),
    },
    { userId, idempotencyKey: keys.idempotencyKey },
  );
  return { importId: job.id };
}

/** One of the user's exports (anyone else's is "not found"), in the spec's import-status shape. */
export async function hubspotExportOf(deps: Pick<CrmDeps, 'jobs'>, userId: string, importId: string) {
  const job = await deps.jobs.get(importId);
  if (!job || job.kind !== HUBSPOT_EXPORT_JOB || job.userId !== userId) {
    throw AppError.notFound('Export not found');
  }
  return exportStatus(job);
}
