import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import * as contract from '../../../contract/crm.ts';
import type { ServerErrorCode } from '../../../contract/errors.ts';
import type { AuthEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { contractRoutes } from '../../http/route.ts';
import { safeReturnPath } from '../connections.ts';
import type { CrmDeps } from '../crm-deps.ts';
import { crmErrors } from '../crm-errors.ts';
import { requireProForCrm, signedInOrLogin } from '../crm-guards.ts';
import { loadExportSource } from '../export-source.ts';
import { hubspotPayload } from '../note-content.ts';
import { exportKeys, exportStatus, HUBSPOT_EXPORT_JOB, type HubspotExportJob } from './export-job.ts';
import { HubspotCallError } from './hubspot-client.ts';
import { withHubspot } from './hubspot-service.ts';

const idempotencyHeader = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);

/** A HubSpot failure on a user's request, in the spec's words, without the provider's internals. */
function hubspotFailure(error: unknown, message: string, code: ServerErrorCode): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HubspotCallError && error.status === 429) {
    return new AppError('CRM_BUSY', `${message}: HubSpot is busy, try again shortly`, {
      headers: error.retryAfterMs
        ? { 'retry-after': String(Math.ceil(error.retryAfterMs / 1000)) }
        : undefined,
    });
  }
  return new AppError(code, message);
}

export function createHubspotRoutes(deps: CrmDeps) {
  const app = new Hono<AuthEnv>();
  const { crm } = deps;
  const client = () => {
    if (!crm.hubspot) throw crmErrors.notConfigured('HubSpot');
    return crm.hubspot;
  };
  const service = () => ({ store: crm.store, client: client(), log: deps.log, clock: deps.clock });

  const route = contractRoutes(app, deps);
  /** Before the body is read: a server without HubSpot says so whatever was sent. */
  const configured: MiddlewareHandler<AuthEnv> = async (_c, next) => {
    client();
    await next();
  };

  /** The "connect" helper: the consent screen's address, coming back to `returnTo` (the current path). */
  route(contract.startHubspotAuth, requireProForCrm, async (c, { query }) => {
    const hs = client();
    const { state } = await crm.store.startOauth({
      userId: c.get('user').id,
      provider: 'hubspot',
      returnTo: safeReturnPath(query.returnTo),
      now: deps.clock(),
    });
    return { authUrl: hs.authorizeUrl(state) };
  });

  /** Any failure lands on the spec's /hubspot-error page with a code and a message. */
  route(
    contract.hubspotCallback,
    signedInOrLogin(deps.requireUser),
    requireProForCrm,
    async (c, { query }) => {
      const hs = client();
      const failed = (code: string, message: string) => {
        deps.log.info({ userId: c.get('user').id, code }, 'hubspot connect failed');
        return c.redirect(`/hubspot-error?${new URLSearchParams({ code, message })}`, 302);
      };
      const { state } = query;
      const pending = state
        ? await crm.store.finishOauth({ state, provider: 'hubspot', now: deps.clock() })
        : null;
      if (!pending || pending.userId !== c.get('user').id) {
        return failed(
          'STATE_MISMATCH',
          'The connection request expired or did not come from this session. Please try again.',
        );
      }
      const providerError = query.error;
      if (providerError) {
        return failed(
          providerError.slice(0, 60),
          (query.error_description ?? 'Failed to connect to HubSpot').slice(0, 200),
        );
      }
      const { code } = query;
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
    },
  );

  route(contract.getHubspotStatus, requireProForCrm, async (c) => {
    const connection = crm.hubspot ? await crm.store.get(c.get('user').id, 'hubspot') : null;
    return {
      connected: Boolean(connection),
      portal: connection?.accountName ?? null,
      configured: Boolean(crm.hubspot),
    };
  });

  route(contract.searchHubspotCompanies, requireProForCrm, async (c, { query: { query } }) => {
    if (query.length < contract.HUBSPOT_SEARCH_MIN) {
      throw AppError.badRequest(contract.HUBSPOT_SEARCH_MIN_MESSAGE, 'QUERY_TOO_SHORT');
    }
    try {
      const results = await withHubspot(service(), c.get('user').id, (token) =>
        client().searchCompanies(token, query),
      );
      return { results };
    } catch (error) {
      throw hubspotFailure(error, 'Failed to search for companies', 'HUBSPOT_SEARCH_FAILED');
    }
  });

  /** Queues the export as a durable job; the dialog polls its status. */
  route(contract.startHubspotExport, requireProForCrm, configured, async (c, { body }) => {
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
    return { importId: job.id, status: 'PROCESSING' as const };
  });

  route(contract.getHubspotExport, requireProForCrm, async (c, { params: { id } }) => {
    const job = await deps.jobs.get(id);
    if (!job || job.kind !== HUBSPOT_EXPORT_JOB || job.userId !== c.get('user').id) {
      throw AppError.notFound('Export not found');
    }
    return exportStatus(job);
  });

  route(contract.disconnectHubspot, requireProForCrm, async (c) => {
    const userId = c.get('user').id;
    const connection = await crm.store.get(userId, 'hubspot');
    if (connection?.refreshToken && crm.hubspot) {
      await crm.hubspot.revoke(connection.refreshToken).catch((error: unknown) => {
        deps.log.warn({ userId, status: (error as HubspotCallError).status }, 'hubspot revoke failed');
      });
    }
    if (!(await crm.store.remove(userId, 'hubspot')))
      throw AppError.notFound('No HubSpot connection', 'NOT_CONNECTED');
    return { ok: true };
  });

  return app;
}
