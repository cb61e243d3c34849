import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import type { AuthEnv } from './require-user.ts';

export function createAccountRoutes(deps: AppDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/me', deps.requireUser, (c) => {
    const { sessionId: _sessionId, ...user } = c.get('user');
    return c.json({ user });
  });

  return app;
}
