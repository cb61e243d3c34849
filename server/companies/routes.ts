import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { ChangeFeed } from '#server/db/change-feed.ts';
import type { Database, Db } from '#server/db/client.ts';
import type { AuthEnv } from '#server/http/app-env.ts';
import { concurrencyGate } from '#server/http/concurrency-gate.ts';
import type { RouteDeps } from '#server/http/feature-module.ts';
import { contractRoutes } from '#server/http/route.ts';
import * as contract from '../../contract/companies.ts';
import { createCachedSearch } from './cached-search.ts';
import { createList, deleteList, getLists, updateList } from './company-lists.ts';
import { getCompanyByTicker, getRecentViews, recordView } from './company-views.ts';
import { registerProspectRoutes } from './prospects/routes.ts';
import {
  getSavedCompanies,
  moveSavedCompany,
  saveCompany,
  savedCompanyIds,
  unsaveCompany,
} from './saved-companies.ts';

export interface CompaniesDeps extends RouteDeps {
  db: Db;
  database: Database;
  log: Logger;
  clock: Clock;
  /** Keeps the search cache true when another process changes a company. */
  changeFeed: ChangeFeed;
  config: Pick<Config, 'SEARCH_CACHE_SECONDS' | 'IMPORT_PACING'>;
}

/** Companies, view history, saved companies and lists: the routes of `contract/companies.ts`. */
export function createCompanyRoutes(deps: CompaniesDeps) {
  const { db, log, clock } = deps;
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);
  const search = createCachedSearch({
    db,
    log,
    feed: deps.changeFeed,
    ttlMs: deps.config.SEARCH_CACHE_SECONDS * 1000,
    // The embedded database runs one statement at a time: searches take turns, so health and sign-in need not
    // wait behind all of them (ADR 0171).
    gate: deps.database.driver === 'pglite' ? concurrencyGate({ maxActive: 4, maxQueued: 1000 }) : undefined,
  });

  route(contract.searchCompanies, async (_c, { query }) => ({ companies: await search(query.q) }));

  registerProspectRoutes(route, db);

  route(contract.getCompany, async (_c, { params }) => ({
    company: await getCompanyByTicker(db, params.ticker),
  }));

  route(contract.recordView, async (c, { params }) => ({
    view: await recordView(db, c.get('user').id, params.ticker, clock()),
  }));

  route(contract.getRecentViews, async (c, { query }) => ({
    views: await getRecentViews(db, c.get('user').id, query.limit),
  }));

  route(contract.getSavedCompanies, async (c, { query }) => {
    const { rows, total } = await getSavedCompanies(db, c.get('user').id, query);
    return { savedCompanies: rows, total };
  });

  route(contract.getSavedCompanyIds, async (c) => ({
    companyIds: await savedCompanyIds(db, c.get('user').id),
  }));

  route(contract.saveCompany, async (c, { body }) => {
    const { id: userId } = c.get('user');
    const plan = await c.get('user').plan();
    const { saved, created } = await saveCompany(db, { userId, plan, ...body, now: clock() });
    if (!created) c.status(200); // Saving twice is not an error
    return { savedCompany: saved, alreadySaved: !created };
  });

  route(contract.moveSavedCompany, async (c, { params, body }) => ({
    savedCompany: await moveSavedCompany(db, c.get('user').id, params.companyId, body.listId),
  }));

  route(contract.unsaveCompany, async (c, { params }) => {
    await unsaveCompany(db, c.get('user').id, params.companyId);
  });

  route(contract.getLists, async (c) => ({ lists: await getLists(db, c.get('user').id) }));

  route(contract.createList, async (c, { body }) => ({
    list: await createList(db, c.get('user').id, body, clock()),
  }));

  route(contract.updateList, async (c, { params, body }) => ({
    list: await updateList(db, c.get('user').id, params.id, body),
  }));

  route(contract.deleteList, async (c, { params }) => {
    await deleteList(db, c.get('user').id, params.id);
  });

  return app;
}
