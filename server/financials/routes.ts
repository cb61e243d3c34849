import { Hono } from 'hono';
import type { Clock } from '#server/clock.ts';
import type { EdgarCache } from '#server/edgar/edgar-cache.ts';
import type { EdgarClient } from '#server/edgar/edgar-client.ts';
import type { AuthEnv } from '#server/http/app-env.ts';
import { etagJson } from '#server/http/etag-json.ts';
import type { RouteDeps } from '#server/http/feature-module.ts';
import { contractRoutes } from '#server/http/route.ts';
import { financialsResponse } from '../../contract/company-depth.ts';
import * as contract from '../../contract/financials.ts';
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
