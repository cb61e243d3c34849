import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireAdmin, requireSession } from '#server/accounts/require-user.ts';
import { PRODUCT_UPDATE_KIND, type ProductUpdate } from '#server/alerts/index.ts';
import { type ImportKind, UPDATE_SCHEDULE } from '#server/companies/catalogue/catalogue-jobs.ts';
import {
  LOCAL_FILE_MAX_BYTES,
  LocalFileError,
  parseLocalFile,
} from '#server/companies/catalogue/local-file.ts';
import type { FinnhubClient } from '#server/companies/index.ts';
import type { AuthEnv } from '#server/http/app-env.ts';
import { AppError } from '#server/http/app-error.ts';
import type { RouteDeps } from '#server/http/feature-module.ts';
import { contractRoutes } from '#server/http/route.ts';
import type { Schedules } from '#server/jobs/schedules.ts';
import { InvalidScheduleError } from '#server/jobs/schedules.ts';
import type { JobRecord } from '#server/jobs/types.ts';
import * as contract from '../../contract/admin.ts';
import { audit, cleanedNamesDetail, recentAudit } from './audit.ts';
import { type DebugDeps, debugInfo } from './debug-info.ts';

const IMPORTS_PATH = '/api/admin/imports';
/** Paths that accept bodies over the app's 1 MB limit (they set their own). */
export const LARGE_BODY_PATHS = new Set([IMPORTS_PATH]);

const FILE_TOO_LARGE = 'The file is larger than 5 MB.';

/** Job fields the admin pages show (payloads can be large and are not echoed). */
function jobView(job: JobRecord) {
  const { payload: _payload, ...rest } = job;
  return rest;
}

export interface AdminDeps extends RouteDeps, DebugDeps {
  schedules: Schedules;
  /** The market-data provider; null when FINNHUB_API_KEY is unset. */
  finnhub: FinnhubClient | null;
}

/**
 * The admin API (issue 19): imports as durable jobs, their progress and log, the update schedule,
 * the audit trail and /debug. Every route: 401 without a session, 403 unless the server-side role is admin.
 */
export function createAdminRoutes(deps: AdminDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, {
    requireUser: deps.requireUser,
    requireSession,
    requireAdmin,
    checkResponses: deps.checkResponses,
  });

  async function startImport(
    c: Context<AuthEnv>,
    kind: ImportKind,
    payload: unknown,
    detail: unknown = null,
  ) {
    const user = c.get('user');
    if (kind === 'finnhub' && !deps.finnhub) {
      throw AppError.badRequest(
        'The API import is off: set FINNHUB_API_KEY to import from Finnhub.',
        'FINNHUB_NOT_CONFIGURED',
      );
    }
    // One job of a kind at a time: a second start while one is queued or running shows that job.
    const [active] = (await deps.jobs.list({ kind, limit: 5 })).filter(
      (job) => job.state === 'queued' || job.state === 'running',
    );
    if (active) {
      c.status(200);
      return { job: jobView(active), alreadyRunning: true };
    }
    const { id } = await deps.jobs.enqueue(kind, payload, { userId: user.id });
    await audit(deps.db, user, `import:${kind}`, { jobId: id, detail });
    const job = await deps.jobs.get(id);
    return { job: job && jobView(job) };
  }

  /** A multipart upload is the local import, answered here; a JSON body goes on to the contract's validator. */
  const upload: MiddlewareHandler<AuthEnv> = async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (!type.toLowerCase().startsWith('multipart/form-data')) return next();
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw AppError.badRequest('The upload could not be read.', 'BAD_UPLOAD');
    }
    const file = form.get('file');
    if ((form.get('kind') ?? 'local') !== 'local')
      throw AppError.badRequest('Only the local import takes a file.');
    if (!(file instanceof File))
      throw AppError.badRequest('Choose a CSV or JSON file to upload.', 'FILE_REQUIRED');
    if (file.size > LOCAL_FILE_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', FILE_TOO_LARGE);
    let parsed: ReturnType<typeof parseLocalFile>;
    try {
      parsed = parseLocalFile(file.name, await file.text());
    } catch (error) {
      if (error instanceof LocalFileError) throw AppError.badRequest(error.message, 'BAD_FILE');
      throw error;
    }
    // The originals of cleaned names go to the audit trail, escaped; the job's payload holds only storable text.
    const { cleaned, ...payload } = parsed;
    c.status(202);
    return c.json(
      await startImport(c, 'local', payload, { fileName: payload.fileName, ...cleanedNamesDetail(cleaned) }),
    );
  };

  route(
    contract.startImport,
    bodyLimit({
      maxSize: LOCAL_FILE_MAX_BYTES + 64 * 1024,
      onError: () => {
        throw new AppError('FILE_TOO_LARGE', FILE_TOO_LARGE);
      },
    }),
    upload,
    async (c, { body: { kind } }) => {
      if (kind === 'local')
        throw AppError.badRequest('Upload the file as multipart/form-data.', 'FILE_REQUIRED');
      return startImport(c, kind, {});
    },
  );

  route(contract.listJobs, async (_c, { query: { kind, limit } }) => ({
    jobs: (await deps.jobs.list({ kind, limit })).map(jobView),
  }));

  route(contract.getJob, async (_c, { params: { id } }) => {
    const job = await deps.jobs.get(id);
    if (!job) throw AppError.notFound('No such job.');
    return { ...jobView(job), log: await deps.jobs.logs(id) };
  });

  route(contract.cancelJob, async (c, { params: { id } }) => {
    const job = await deps.jobs.get(id);
    if (!job) throw AppError.notFound('No such job.');
    const cancelled = await deps.jobs.cancel(id);
    if (cancelled) await audit(deps.db, c.get('user'), 'job:cancel', { jobId: id });
    const now = await deps.jobs.get(id);
    return { cancelled, job: now && jobView(now) };
  });

  async function scheduleView() {
    const schedule = await deps.schedules.get(UPDATE_SCHEDULE);
    const lastJob = schedule?.lastJobId ? await deps.jobs.get(schedule.lastJobId) : null;
    return { schedule, lastRun: lastJob && jobView(lastJob) };
  }

  route(contract.getSchedule, () => scheduleView());

  route(contract.updateSchedule, async (c, { body: change }) => {
    try {
      await deps.schedules.update(UPDATE_SCHEDULE, change);
    } catch (error) {
      if (error instanceof InvalidScheduleError) {
        throw AppError.badRequest(`Invalid schedule: ${error.message}`, 'INVALID_SCHEDULE');
      }
      throw error;
    }
    await audit(deps.db, c.get('user'), 'schedule:update', { detail: change });
    return scheduleView();
  });

  route(contract.sendProductUpdate, async (c, { body }) => {
    const user = c.get('user');
    const { id } = await deps.jobs.enqueue(PRODUCT_UPDATE_KIND, body satisfies ProductUpdate, {
      userId: user.id,
    });
    await audit(deps.db, user, 'product-update:sent', { jobId: id, detail: { subject: body.subject } });
    const job = await deps.jobs.get(id);
    return { job: job && jobView(job) };
  });

  route(contract.getAudit, async () => ({ entries: await recentAudit(deps.db) }));

  route(contract.getDebugInfo, () => debugInfo(deps));

  return app;
}
