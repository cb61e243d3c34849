import { Hono } from 'hono';
import type { AuthEnv } from '#server/http/app-env.ts';
import { AppError } from '#server/http/app-error.ts';
import { contractRoutes } from '#server/http/route.ts';
import * as contract from '../../contract/accounts.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.ts';
import { requireSession } from './require-user.ts';

/** Personal API tokens: list, create (the value is in this one answer only) and revoke. */
export function createApiTokenRoutes(deps: AccountsDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, {
    requireUser: deps.requireUser,
    requireSession,
    checkResponses: deps.checkResponses,
  });

  route(contract.listApiTokens, async (c) => ({
    tokens: await listApiTokens(deps.db, c.get('user').id),
  }));

  route(contract.createApiToken, async (c, { body }) =>
    createApiToken(deps.db, c.get('user').id, body, deps.clock()),
  );

  route(contract.revokeApiToken, async (c, { params }) => {
    if (!(await revokeApiToken(deps.db, c.get('user').id, params.id)))
      throw AppError.notFound('API token not found');
    await deps.sessionCache.invalidateUser(c.get('user').id);
  });

  return app;
}
