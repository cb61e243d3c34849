import { Hono } from 'hono';
import type { AuthEnv } from '#server/http/app-env.ts';
import { contractRoutes } from '#server/http/route.ts';
import * as contract from '../../../contract/crm.ts';
import type { CrmDeps } from '../crm-deps.ts';
import { requireProForCrm } from '../crm-guards.ts';
import { createSalesforceNote, searchSalesforce } from './salesforce-service.ts';

/** Salesforce's own routes: search a record, attach a note (connecting is in `connection-routes.ts`). */
export function createSalesforceRoutes(deps: CrmDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);

  route(contract.searchSalesforce, requireProForCrm, async (c, { query: { query, type } }) => ({
    records: await searchSalesforce(deps, c.get('user').id, type, query),
  }));

  route(contract.createSalesforceNote, requireProForCrm, async (c, { body }) => {
    const created = await createSalesforceNote(deps, c.get('user').id, body);
    return { ok: true, id: created.id };
  });

  return app;
}
