import { Hono } from 'hono';
import { z } from 'zod';
import type { ErrorCode } from '../../../contract/errors.ts';
import type { AuthEnv } from '../../accounts/require-user.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { readJson, readParams, readQuery } from '../../http/validate.ts';
import { safeReturnPath } from '../connections.ts';
import type { CrmDeps } from '../crm-deps.ts';
import { crmErrors } from '../crm-errors.ts';
import { loadExportSource } from '../export-source.ts';
import { hubspotPayload } from '../note-content.ts';
import { requireProForCrm, signedInOrLogin } from '../require-pro.ts';
import {
  exportKeys,
  exportStatus,
  HUBSPOT_EXPORT_JOB,
  type HubspotExportJob,
  hubspotExportHandler,
} from './export-job.ts';
import { HubspotCallError } from './hubspot-client.ts';
import { withHubspot } from './hubspot-service.ts';

export const HUBSPOT_SEARCH_MIN_MESSAGE = 'Please enter at least 2 characters to search';

const searchQuery = z.object({ query: z.string().trim().max(100).default('') });

/** HubSpot record ids are numeric. */
const exportBody = z.object({
  companyId: z.string().regex(/^\d{1,20}$/, 'must be a HubSpot company id'),
  analysisId: z.uuid(),
});
const idempotencyHeader = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);

/** A HubSpot failure on a user's request, in the spec's words, without the provider's internals. */
export function hubspotFailure(error: unknown, message: string, code: ErrorCode): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HubspotCallError && error.status === 429) {
    return new AppError(code, 429, `${message}: HubSpot is busy, try again shortly`, {
      headers: error.retryAfterMs
        ? { 'retry-after': String(Math.ceil(error.retryAfterMs / 1000)) }
        : undefined,
    });
  }
  return new AppError(code, 502, message);
}

export function createHubspotRoutes(deps: AppDeps, crm: CrmDeps) {
  const app = new Hono<AuthEnv>();
  const client = () => {
    if (!crm.hubspot) throw crmErrors.notConfigured('HubSpot');
    return crm.hubspot;
  };
  const service = () => ({ store: crm.store, client: client(), log: deps.log, clock: deps.clock });

  app.use('/hubspot/callback', signedInOrLogin(deps.requireUser));
  app.use('/hubspot/*', deps.requireUser, requireProForCrm);
  deps.jobs.register(HUBSPOT_EXPORT_JOB, hubspotExportHandler(deps, crm), {
    maxAttempts: 6,
    oneAtATime: false,
  });

  /** The "connect" helper: the consent screen's address, coming back to `returnTo` (the current path). */
  app.get('/hubspot/auth/start', async (c) => {
    const hs = client();
    const { state } = await crm.store.startOauth({
      userId: c.get('user').id,
      provider: 'hubspot',
      returnTo: safeReturnPath(c.req.query('returnTo')),
      now: deps.clock(),
    });
    return c.json({ authUrl: hs.authorizeUrl(state) });
  });

  /** Any failure lands on the spec's /hubspot-error page with a code and a message. */
  app.get('/hubspot/callback', async (c) => {
    const hs = client();
    const failed = (code: string, message: string) => {
      deps.log.info({ userId: c.get('user').id, code }, 'hubspot connect failed');
      return c.redirect(`/hubspot-error?${new URLSearchParams({ code, message })}`, 302);
    };
    const state = c.req.query('state');
    const pending = state
      ? await crm.store.finishOauth({ state, provider: 'hubspot', now: deps.clock() })
      : null;
    if (!pending || pending.userId !== c.get('user').id) {
      return failed(
        'STATE_MISMATCH',
        'The connection request expired or did not come from this session. Please try again.',
      );
    }
    const providerError = c.req.query('error');
    if (providerError) {
      return failed(
        providerError.slice(0, 60),
        (c.req.query('error_description') ?? 'Failed to connect to HubSpot').slice(0, 200),
      );
    }
    const code = c.req.query('code');
    if (!code) return failed('NO_CODE', 'Failed to connect to HubSpot');
    try {
      const tokens = await hs.exchangeCode(code);
      const portal = await hs.portalName(tokens.accessToken).catch(() => null);
      await crm.store.save(pending.userId, 'hubspot', {
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        instanceUrl: null,
        accountName: portal,
        accessExpiresAt: new Date(deps.clock().getTime() + tokens.expiresIn * 1000),
      });
    } catch (error) {
      const status = error instanceof HubspotCallError ? error.status : 502;
      return failed(`TOKEN_EXCHANGE_${status}`, 'Failed to connect to HubSpot');
    }
    return c.redirect(pending.returnTo, 302);
  });

  app.get('/hubspot/connection-status', async (c) => {
    const connection = crm.hubspot ? await crm.store.get(c.get('user').id, 'hubspot') : null;
    return c.json({
      connected: Boolean(connection),
      portal: connection?.accountName ?? null,
      configured: Boolean(crm.hubspot),
    });
  });

  app.get('/hubspot/companies/search', async (c) => {
    const { query } = readQuery(c, searchQuery);
    if (query.length < 2) throw AppError.badRequest(HUBSPOT_SEARCH_MIN_MESSAGE, 'QUERY_TOO_SHORT');
    try {
      const results = await withHubspot(service(), c.get('user').id, (token) =>
        client().searchCompanies(token, query),
      );
      return c.json({ results });
    } catch (error) {
      throw hubspotFailure(error, 'Failed to search for companies', 'HUBSPOT_SEARCH_FAILED');
    }
  });

  /** Queues the export as a durable job; the dialog polls its status. */
  app.post('/hubspot/exports', async (c) => {
    client();
    const body = await readJson(c, exportBody);
    const user = c.get('user');
    if (!(await crm.store.get(user.id, 'hubspot'))) throw crmErrors.hubspotAuthRequired();
    const source = await loadExportSource(deps.db, user.id, body.analysisId);
    const header = idempotencyHeader.safeParse(c.req.header('idempotency-key'));
    const keys = exportKeys(user.id, header.success ? header.data : crypto.randomUUID());
    const job = await deps.jobs.enqueue<HubspotExportJob>(
      HUBSPOT_EXPORT_JOB,
      {
        userId: user.id,
        companyId: body.companyId,
        analysisId: body.analysisId,
        marker: keys.marker,
        payload: hubspotPayload(source, deps.clock()),
        requestedAt: deps.clock().toISOString(),
      },
      { userId: user.id, idempotencyKey: keys.idempotencyKey },
    );
    return c.json({ importId: job.id, status: 'PROCESSING' }, 202);
  });

  app.get('/hubspot/exports/:id', async (c) => {
    const { id } = readParams(c, z.object({ id: z.uuid() }));
    const job = await deps.jobs.get(id);
    if (!job || job.kind !== HUBSPOT_EXPORT_JOB || job.userId !== c.get('user').id) {
      throw AppError.notFound('Export not found');
    }
    return c.json(exportStatus(job));
  });

  app.delete('/hubspot/connection', async (c) => {
    const userId = c.get('user').id;
    const connection = await crm.store.get(userId, 'hubspot');
    if (connection?.refreshToken && crm.hubspot) {
      await crm.hubspot.revoke(connection.refreshToken).catch((error: unknown) => {
        deps.log.warn({ userId, status: (error as HubspotCallError).status }, 'hubspot revoke failed');
      });
    }
    if (!(await crm.store.remove(userId, 'hubspot')))
      throw AppError.notFound('No HubSpot connection', 'NOT_CONNECTED');
    return c.json({ ok: true });
  });

  return app;
}
