import { Hono } from 'hono';
import { z } from 'zod';
import { companyEventsResponse, companyFilingsResponse } from '../../../contract/company-depth.ts';
import { tickerUpper } from '../../../contract/fields.ts';
import type { AuthEnv } from '../../accounts/require-user.ts';
import type { AppDeps } from '../../deps.ts';
import { etagJson } from '../../http/etag-json.ts';
import { readParams, readQuery } from '../../http/validate.ts';
import { companyEvents, companyFilings, MAX_EVENTS } from './company-history.ts';

const tickerParam = z.object({ ticker: tickerUpper });
const filingsQuery = z.object({ page: z.coerce.number().int().min(0).max(100).default(0) });
const eventsQuery = z.object({ limit: z.coerce.number().int().min(1).max(MAX_EVENTS).default(100) });

/** The company's full 10-K/10-Q history (page by page) and its 8-K events, read from EDGAR's submissions JSON. */
export function createHistoryRoutes(deps: AppDeps) {
  const app = new Hono<AuthEnv>();
  const services = { edgar: deps.edgar, cache: deps.edgarCache, clock: deps.clock };

  app.get('/companies/:ticker/filings', deps.requireUser, async (c) => {
    const { ticker } = readParams(c, tickerParam);
    const { page } = readQuery(c, filingsQuery);
    return etagJson(c, companyFilingsResponse, await companyFilings(services, ticker, page));
  });

  app.get('/companies/:ticker/events', deps.requireUser, async (c) => {
    const { ticker } = readParams(c, tickerParam);
    const { limit } = readQuery(c, eventsQuery);
    return etagJson(c, companyEventsResponse, await companyEvents(services, ticker, limit));
  });

  return app;
}
