import type { Db } from '#server/db/client.ts';
import type { AuthEnv } from '#server/http/app-env.ts';
import type { contractRoutes } from '#server/http/route.ts';
import * as contract from '../../../contract/prospects.ts';
import { getIndustries } from './industries.ts';
import { screenCompanies } from './screen-companies.ts';
import { similarCompanies } from './similar-companies.ts';

/**
 * The prospecting routes of `contract/prospects.ts`. Registered by the companies router before
 * `/companies/:ticker`, which would otherwise take "screen" and "industries" for tickers.
 */
export function registerProspectRoutes(route: ReturnType<typeof contractRoutes<AuthEnv>>, db: Db) {
  route(contract.screenCompanies, async (_c, { query }) => screenCompanies(db, query));

  route(contract.getIndustries, async () => ({ industries: await getIndustries(db) }));

  route(contract.similarCompanies, async (_c, { params }) => similarCompanies(db, params.ticker));
}
