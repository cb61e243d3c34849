import { createHash } from 'node:crypto';
import { AppError } from '#server/http/app-error.ts';
import { type JobContext, type JobRecord, RetryableJobError } from '#server/jobs/types.ts';
import type { HubspotExportFailureCode, HubspotExportStatus } from '../../../contract/crm.ts';
import type { CrmDeps } from '../crm-deps.ts';
import { crmErrors } from '../crm-errors.ts';
import { loadExportSource } from '../export-source.ts';
import { type HubspotExportPayload, htmlNote, passageLinkFor } from '../note-content.ts';
import { withCrmToken } from '../with-crm-token.ts';
import { HubspotCallError } from './hubspot-client.ts';

export const HUBSPOT_EXPORT_JOB = 'hubspot-export';

export interface HubspotExportJob {
  userId: string;
  companyId: string;
  analysisId: string;
  /** Written into the note; found again by a retry so the same note is never written twice. */
  marker: string;
  /** The spec's payload, fixed when the export was asked for (filingDate is that day). */
  payload: HubspotExportPayload;
  requestedAt: string;
}

/** The job's idempotency key: per user and per export click (the dialog's key), so a double submit is one job. */
export function exportKeys(userId: string, clientKey: string) {
  const digest = createHash('sha256').update(`${userId}:${clientKey}`).digest('hex');
  return { idempotencyKey: `hubspot-export:${digest}`, marker: `tenkaiexport${digest.slice(0, 24)}` };
}

/**
 * Writes one note on the company. Idempotent: before writing it looks for a note carrying the export's marker (a
 * previous attempt that died after HubSpot stored the note), and 429/5xx/timeouts are retried by the runner with
 * back-off honouring Retry-After; anything else (revoked connection, unknown company) fails the export with a
 * message the dialog shows.
 */
export function hubspotExportHandler(deps: CrmDeps) {
  const { crm } = deps;
  return async (ctx: JobContext<HubspotExportJob>) => {
    const job = ctx.payload;
    const client = crm.hubspot;
    if (!client) throw new Error('HubSpot is not configured on this server');
    await ctx.progress({ total: 1 });
    try {
      const noteId = await withCrmToken(deps, 'hubspot', job.userId, async (token) => {
        const existing = await client.findNote(token, job.marker);
        if (existing) {
          await ctx.log('info', `The note was already written (${existing}); not writing it again.`);
          return existing;
        }
        const source = await loadExportSource(deps.db, job.userId, job.analysisId);
        const body = htmlNote(
          source,
          passageLinkFor(deps.config.APP_URL),
          job.marker,
          job.payload.filingDate,
        );
        return client.createCompanyNote(token, job.companyId, body, new Date(job.requestedAt));
      });
      await ctx.progress({ imported: 1 });
      await ctx.log('success', `Note ${noteId} added to company ${job.companyId}.`);
    } catch (error) {
      if (error instanceof HubspotCallError && (error.status === 429 || error.status >= 500)) {
        throw new RetryableJobError(`HubSpot answered ${error.status}.`, error.retryAfterMs);
      }
      if (error instanceof AppError) throw new Error(error.message);
      if (error instanceof HubspotCallError) throw new Error(`HubSpot refused the note: ${error.message}`);
      throw error;
    }
  };
}

/**
 * The job row keeps why it failed in words only; the failures the dialog acts on are recognised by the exact text
 * the handler stored for them (an `AppError`'s message), and answered with their code.
 */
const FAILURE_CODES = new Map<string, HubspotExportFailureCode>([
  [crmErrors.authRequired('hubspot').message, 'HUBSPOT_AUTH_REQUIRED'],
]);

function failure(error: string | null): HubspotExportStatus['errors'][number] {
  const message = error ?? 'Export failed';
  const code = FAILURE_CODES.get(message);
  return code ? { message, code } : { message };
}

/** The spec's import-status shape, read from the job. */
export function exportStatus(job: JobRecord): HubspotExportStatus {
  const state =
    job.state === 'succeeded'
      ? 'DONE'
      : job.state === 'failed'
        ? 'FAILED'
        : job.state === 'cancelled'
          ? 'CANCELED'
          : 'PROCESSING';
  const isComplete = state !== 'PROCESSING';
  return {
    importId: job.id,
    state,
    status: job.state,
    progress: state === 'DONE' ? 100 : job.state === 'running' ? 50 : 0,
    isComplete,
    isSuccessful: state === 'DONE',
    errors: isComplete && state !== 'DONE' ? [failure(job.error)] : [],
  };
}
