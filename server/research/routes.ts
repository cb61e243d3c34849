import { Hono } from 'hono';
import type { AuthEnv } from '#server/http/app-env.ts';
import type { RouteDeps } from '#server/http/feature-module.ts';
import { contractRoutes } from '#server/http/route.ts';
import * as contract from '../../contract/research.ts';
import type { AskFilingDeps } from './ask/ask-filing.ts';
import { addAskRoutes } from './ask/ask-routes.ts';
import { addBriefRoutes } from './brief/brief-routes.ts';
import { type TechnologySignalsDeps, technologySignals } from './technology-signals.ts';

export interface ResearchDeps extends RouteDeps, TechnologySignalsDeps, AskFilingDeps {}

export function createResearchRoutes(deps: ResearchDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);

  route(contract.getTechnologySignals, async (c, { params }) => {
    const signals = await technologySignals(deps, params.ticker, c.req.raw.signal);
    if ((await c.get('user').plan()) === 'pro') return { signals };
    // Decided here, on the plan rule: Free is shown the best few and told how many more Pro shows.
    return {
      signals: signals.slice(0, contract.FREE_TECHNOLOGY_SIGNALS),
      locked: Math.max(0, signals.length - contract.FREE_TECHNOLOGY_SIGNALS),
    };
  });

  addBriefRoutes(app, deps);
  addAskRoutes(app, deps);
  return app;
}
