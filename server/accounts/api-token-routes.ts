import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import { readJson, readParams } from '../http/validate.ts';
import {
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPES,
  createApiToken,
  listApiTokens,
  revokeApiToken,
} from './api-tokens.ts';
import type { AuthEnv } from './require-user.ts';

const createBody = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Token name is required')
    .max(API_TOKEN_NAME_MAX, `must be at most ${API_TOKEN_NAME_MAX} characters`),
  scope: z.enum(API_TOKEN_SCOPES),
});
const tokenParams = z.object({ id: z.uuid() });

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
  app.use('/tokens', deps.requireUser, browserSessionOnly);
  app.use('/tokens/*', deps.requireUser, browserSessionOnly);

  app.get('/tokens', async (c) => c.json({ tokens: await listApiTokens(deps.db, c.get('user').id) }));

  app.post('/tokens', async (c) => {
    const input = await readJson(c, createBody);
    const created = await createApiToken(deps.db, c.get('user').id, input, deps.clock());
    return c.json(created, 201);
  });

  app.delete('/tokens/:id', async (c) => {
    const { id } = readParams(c, tokenParams);
    if (!(await revokeApiToken(deps.db, c.get('user').id, id)))
      throw AppError.notFound('API token not found');
    await deps.sessionCache.invalidateUser(c.get('user').id);
    return c.body(null, 204);
  });

  return app;
}
