import type { Hono } from 'hono';
import type { AuthEnv } from '#server/http/app-env.ts';
import type { RouteDeps } from '#server/http/feature-module.ts';
import { contractRoutes } from '#server/http/route.ts';
import * as contract from '../../../contract/ask.ts';
import { type AskFilingDeps, askFiling, filingQuestionHistory } from './ask-filing.ts';

/** Ask a filing: any signed-in user may ask a stored filing, as they may read its sections; Free is metered. */
export function addAskRoutes(app: Hono<AuthEnv>, deps: RouteDeps & AskFilingDeps) {
  const route = contractRoutes(app, deps);
  const asker = async (c: { get(key: 'user'): AuthEnv['Variables']['user'] }) => {
    const user = c.get('user');
    return { id: user.id, plan: await user.plan() };
  };

  route(contract.askFiling, async (c, { params, body }) =>
    askFiling(deps, await asker(c), params.accession, body.question),
  );

  route(contract.getFilingQuestions, async (c, { params }) =>
    filingQuestionHistory(deps, await asker(c), params.accession),
  );
}
