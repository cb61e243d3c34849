import { Hono } from 'hono';
import type { AuthEnv } from '#server/http/app-env.ts';
import type { RouteDeps } from '#server/http/feature-module.ts';
import { contractRoutes } from '#server/http/route.ts';
import * as contract from '../../contract/full-text-search.ts';
import { deleteSavedSearch, listSavedSearches, saveSearch } from './saved-searches.ts';
import { type SearchDeps, searchFilings } from './search-filings.ts';

export interface FullTextDeps extends RouteDeps, SearchDeps {
  clock: () => Date;
}

export function createFullTextRoutes(deps: FullTextDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);
  route(contract.searchFilings, async (_c, { query }) => searchFilings(deps, query));
  route(contract.listSavedSearches, (c) => listSavedSearches(deps.db, c.get('user').id));
  route(contract.saveSearch, (c, { body }) => saveSearch(deps.db, c.get('user').id, body, deps.clock()));
  route(contract.deleteSavedSearch, async (c, { params }) => {
    await deleteSavedSearch(deps.db, c.get('user').id, params.id);
  });
  return app;
}
