import { Hono } from 'hono';
import type { AuthEnv } from '#server/http/app-env.ts';
import { etagJson } from '#server/http/etag-json.ts';
import { contractRoutes } from '#server/http/route.ts';
import { companyEventsResponse, companyFilingsResponse } from '../../../contract/company-depth.ts';
import * as contract from '../../../contract/filings.ts';
import type { FilingsDeps } from '../filings-deps.ts';
import { companyEvents, companyFilings } from './company-history.ts';

/** The company's full 10-K/10-Q history (page by page) and its 8-K events, read from EDGAR's submissions JSON. */
export function createHistoryRoutes(deps: FilingsDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);
  const services = { edgar: deps.edgar, cache: deps.edgarCache, clock: deps.clock };

  route(contract.getCompanyFilings, async (c, { params, query }) =>
    etagJson(
      c,
      companyFilingsResponse,
      await companyFilings(services, params.ticker, query.page, query.form),
    ),
  );

  route(contract.getCompanyEvents, async (c, { params, query }) =>
    etagJson(c, companyEventsResponse, await companyEvents(services, params.ticker, query.limit)),
  );

  return app;
}
