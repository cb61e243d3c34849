import { Hono } from 'hono';
import { z } from 'zod';
import { financialsResponse } from '../../contract/company-depth.ts';
import { tickerUpper } from '../../contract/fields.ts';
import type { AuthEnv } from '../accounts/require-user.ts';
import type { AppDeps } from '../deps.ts';
import { etagJson } from '../http/etag-json.ts';
import { readParams } from '../http/validate.ts';
import { companyFinancials } from './company-financials.ts';

const tickerParam = z.object({ ticker: tickerUpper });

/** The Financials tab: five fiscal years and eight quarters from the company's XBRL facts. */
export function createFinancialsRoutes(deps: AppDeps) {
  const app = new Hono<AuthEnv>();
  const services = { edgar: deps.edgar, cache: deps.edgarCache, clock: deps.clock };

  app.get('/companies/:ticker/financials', deps.requireUser, async (c) => {
    const { ticker } = readParams(c, tickerParam);
    return etagJson(c, financialsResponse, await companyFinancials(services, ticker));
  });

  return app;
}
