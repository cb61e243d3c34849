import { Hono } from 'hono';
import { z } from 'zod';
import { PROFILE_MAX, profileText, website } from '../../contract/fields.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import { readJson, readParams } from '../http/validate.ts';
import { getProfile, updateNotifications, updateProfile } from './profile-service.ts';
import type { AuthEnv } from './require-user.ts';
import { listSessions, revokeSession } from './sessions-service.ts';

const text = (max: number) => z._default(profileText(max), '');

/** Strict: role, plan, usage or any other unknown field is refused, not silently dropped. */
const profileBody = z.strictObject({
  firstName: text(PROFILE_MAX.firstName),
  lastName: text(PROFILE_MAX.lastName),
  companyName: text(PROFILE_MAX.companyName),
  companyWebsite: z._default(website, ''),
  // Required to run an analysis (which says so), not to save a name or company.
  companyDescription: text(PROFILE_MAX.companyDescription),
});

const notificationsBody = z.strictObject({
  emailNotifications: z.boolean(),
  secFilingAlerts: z.boolean(),
  weeklyDigest: z.boolean(),
  productUpdates: z.boolean(),
});

const sessionParams = z.object({ id: z.string().min(1).max(200) });

export function createAccountRoutes(deps: AppDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/me', deps.requireUser, async (c) => {
    const { sessionId: _sessionId, apiToken: _apiToken, ...user } = c.get('user');
    const plan = await user.plan();
    return c.json({ user: { ...user, plan }, isAdmin: user.isAdmin, plan });
  });

  app.get('/profile', deps.requireUser, async (c) => c.json(await getProfile(deps.db, c.get('user').id)));

  app.put('/profile', deps.requireUser, async (c) => {
    const input = await readJson(c, profileBody);
    const profile = await updateProfile(deps.db, c.get('user').id, input, deps.clock());
    await deps.sessionCache.invalidateUser(c.get('user').id);
    return c.json({ profile });
  });

  app.put('/profile/notifications', deps.requireUser, async (c) => {
    const input = await readJson(c, notificationsBody);
    return c.json({
      notifications: await updateNotifications(deps.db, c.get('user').id, input, deps.clock()),
    });
  });

  app.get('/account/sessions', deps.requireUser, async (c) => {
    const user = c.get('user');
    return c.json({ sessions: await listSessions(deps.db, user.id, user.sessionId, deps.clock()) });
  });

  app.delete('/account/sessions/:id', deps.requireUser, async (c) => {
    const { id } = readParams(c, sessionParams);
    if (!(await revokeSession(deps.db, c.get('user').id, id))) throw AppError.notFound('Session not found');
    await deps.sessionCache.invalidateUser(c.get('user').id);
    return c.body(null, 204);
  });

  return app;
}
