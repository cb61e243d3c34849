import { Hono } from 'hono';
import type { AuthEnv } from '../accounts/require-user.ts';
import type { AppDeps } from '../deps.ts';

/** Routes are added by the companies feature; each protected one takes `deps.requireUser`. */
export function createCompanyRoutes(_deps: AppDeps) {
  return new Hono<AuthEnv>();
}
