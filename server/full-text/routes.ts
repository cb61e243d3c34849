import { Hono } from 'hono';
import * as contract from '../../contract/full-text-search.ts';
import type { AuthEnv } from '../http/app-env.ts';
import type { RouteDeps } from '../http/feature-module.ts';
import { contractRoutes } from '../http/route.ts';
import { type SearchDeps, searchFilings } from './search-filings.ts';

export interface FullTextDeps extends RouteDeps, SearchDeps {}

export function createFullTextRoutes(deps: FullTextDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);
  route(contract.searchFilings, async (_c, { query }) => searchFilings(deps, query));
  return app;
}
