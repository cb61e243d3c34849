import { Hono } from 'hono';
import { financialsResponse } from '../../contract/company-depth.ts';
import * as contract from '../../contract/financials.ts';
import type { AuthEnv } from '../accounts/require-user.ts';
import type { AppDeps } from '../deps.ts';
import { etagJson } from '../http/etag-json.ts';
import { contractRoutes } from '../http/route.ts';
import { companyFinancials } from './company-financials.ts';

/** The Financials tab: five fiscal years and eight quarters from the company's XBRL facts. */
export function createFinancialsRoutes(deps: AppDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);
  const services = { edgar: deps.edgar, cache: deps.edgarCache, clock: deps.clock };

  route(contract.getFinancials, async (c, { params }) =>
    etagJson(c, financialsResponse, await companyFinancials(services, params.ticker)),
  );

  return app;
}
