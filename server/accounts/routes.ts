import { Hono } from 'hono';
import type { AuthEnv } from '#server/http/app-env.ts';
import { AppError } from '#server/http/app-error.ts';
import { contractRoutes } from '#server/http/route.ts';
import * as contract from '../../contract/accounts.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { getProfile, updateNotifications, updateProfile } from './profile-service.ts';
import { requireSession } from './require-user.ts';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions-service.ts';

/** The caller, their profile, notification choices and signed-in devices: routes of `contract/accounts.ts`. */
export function createAccountRoutes(deps: AccountsDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, { ...deps, requireSession });

  route(contract.getMe, async (c) => {
    const { sessionId: _sessionId, apiToken: _apiToken, ...user } = c.get('user');
    const plan = await user.plan();
    return { user: { ...user, plan }, isAdmin: user.isAdmin, plan };
  });

  route(contract.getProfile, async (c) => getProfile(deps.db, c.get('user').id));

  route(contract.updateProfile, async (c, { body }) => {
    const profile = await updateProfile(deps.db, c.get('user').id, body, deps.clock());
    await deps.sessionCache.invalidateUser(c.get('user').id);
    return { profile };
  });

  route(contract.updateNotifications, async (c, { body }) => ({
    notifications: await updateNotifications(deps.db, c.get('user').id, body, deps.clock()),
  }));

  route(contract.listSessions, async (c) => {
    const user = c.get('user');
    return { sessions: await listSessions(deps.db, user.id, user.sessionId, deps.clock()) };
  });

  route(contract.revokeSession, async (c, { params }) => {
    if (!(await revokeSession(deps.db, c.get('user').id, params.id)))
      throw AppError.notFound('Session not found');
    await deps.sessionCache.invalidateUser(c.get('user').id);
  });

  // A signed-in browser only: "else" needs a current session, and an API token must not sign its owner out.
  route(contract.revokeOtherSessions, async (c) => {
    const user = c.get('user');
    await revokeOtherSessions(deps.db, user.id, user.sessionId);
    await deps.sessionCache.invalidateUser(user.id);
  });

  return app;
}
