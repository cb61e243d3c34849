import type { MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../accounts/require-user.ts';
import { AppError } from '../http/app-error.ts';

export const PRO_REQUIRED_MESSAGE = 'This feature is part of the Pro plan. Upgrade to Pro to use it.';

/**
 * Pro-only routes (CRM exports): after `deps.requireUser`, whose `user.plan()` comes from the one plan rule in
 * `get-plan.ts`. 403 for Free users, so the browser can point them to the pricing page.
 */
export const requirePro: MiddlewareHandler<AuthEnv> = async (c, next) => {
  if ((await c.get('user').plan()) !== 'pro') throw AppError.forbidden(PRO_REQUIRED_MESSAGE, 'PRO_REQUIRED');
  await next();
};
