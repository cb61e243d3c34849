import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthEnv } from '#server/http/app-env.ts';
import { contractRoutes } from '#server/http/route.ts';
import * as contract from '../../../contract/crm.ts';
import type { CrmDeps } from '../crm-deps.ts';
import { requireConfigured, requireProForCrm } from '../crm-guards.ts';
import { hubspotExportOf, searchHubspotCompanies, startHubspotExport } from './hubspot-service.ts';

const idempotencyHeader = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);

/** HubSpot's own routes: search a company, export as a job and follow it (connecting is in `connection-routes.ts`). */
export function createHubspotRoutes(deps: CrmDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);

  route(contract.searchHubspotCompanies, requireProForCrm, async (c, { query: { query } }) => ({
    results: await searchHubspotCompanies(deps, c.get('user').id, query),
  }));

  route(
    contract.startHubspotExport,
    requireProForCrm,
    requireConfigured(deps, 'hubspot'),
    async (c, { body }) => {
      const header = idempotencyHeader.safeParse(c.req.header('idempotency-key'));
      const { importId } = await startHubspotExport(deps, c.get('user').id, {
        ...body,
        clientKey: header.success ? header.data : crypto.randomUUID(),
      });
      return { importId, status: 'PROCESSING' as const };
    },
  );

  route(contract.getHubspotExport, requireProForCrm, (c, { params: { id } }) =>
    hubspotExportOf(deps, c.get('user').id, id),
  );

  return app;
}
