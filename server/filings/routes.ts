import { Hono } from 'hono';
import type { AuthEnv } from '../accounts/require-user.ts';
import type { AppDeps } from '../deps.ts';

/** Routes are added by the filings feature; each protected one takes `deps.requireUser`. */
export function createFilingRoutes(_deps: AppDeps) {
  return new Hono<AuthEnv>();
}
