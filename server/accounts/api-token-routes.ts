import { Hono, type MiddlewareHandler } from 'hono';
import * as contract from '../../contract/accounts.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import { contractRoutes } from '../http/route.ts';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.ts';
import type { AuthEnv } from './require-user.ts';

/** Tokens are managed from a signed-in browser only: a token that could mint tokens could never be contained. */
const browserSessionOnly: MiddlewareHandler<AuthEnv> = async (c, next) => {
  if (c.get('user').apiToken) {
    throw AppError.forbidden(
      'API tokens are managed on the Account page, not with an API token.',
      'SESSION_REQUIRED',
    );
  }
  await next();
};

/** Personal API tokens: list, create (the value is in this one answer only) and revoke. */
export function createApiTokenRoutes(deps: AppDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);

  route(contract.listApiTokens, browserSessionOnly, async (c) => ({
    tokens: await listApiTokens(deps.db, c.get('user').id),
  }));

  route(contract.createApiToken, browserSessionOnly, async (c, { body }) =>
    createApiToken(deps.db, c.get('user').id, body, deps.clock()),
  );

  route(contract.revokeApiToken, browserSessionOnly, async (c, { params }) => {
    if (!(await revokeApiToken(deps.db, c.get('user').id, params.id)))
      throw AppError.notFound('API token not found');
    await deps.sessionCache.invalidateUser(c.get('user').id);
  });

  return app;
}
