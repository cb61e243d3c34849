import { Hono } from 'hono';
import { financialsResponse } from '../../contract/company-depth.ts';
import * as contract from '../../contract/financials.ts';
import type { Clock } from '../clock.ts';
import type { EdgarCache } from '../edgar/edgar-cache.ts';
import type { EdgarClient } from '../edgar/edgar-client.ts';
import type { AuthEnv } from '../http/app-env.ts';
import { etagJson } from '../http/etag-json.ts';
import type { RouteDeps } from '../http/feature-module.ts';
import { contractRoutes } from '../http/route.ts';
import { companyFinancials } from './company-financials.ts';

export interface FinancialsDeps extends RouteDeps {
  edgar: EdgarClient;
  edgarCache: EdgarCache;
  clock: Clock;
}

/** The Financials tab: five fiscal years and eight quarters from the company's XBRL facts. */
export function createFinancialsRoutes(deps: FinancialsDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);
  const services = { edgar: deps.edgar, cache: deps.edgarCache, clock: deps.clock };

  route(contract.getFinancials, async (c, { params }) =>
    etagJson(c, financialsResponse, await companyFinancials(services, params.ticker)),
  );

  return app;
}
