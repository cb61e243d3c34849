import type { MiddlewareHandler } from 'hono';
import type { AuthEnv } from '#server/http/app-env.ts';
import { AppError } from '#server/http/app-error.ts';

const PRO_REQUIRED_MESSAGE = 'This feature is part of the Pro plan. Upgrade to Pro to use it.';

/**
 * THE Pro guard for Pro-only routes (CRM exports…): after `deps.requireUser`, whose `user.plan()` comes from the
 * one plan rule in `get-plan.ts`. 403 `PRO_REQUIRED` with the feature's own message for Free users, so the browser
 * can point them to the pricing page.
 */
export function requirePro(message = PRO_REQUIRED_MESSAGE): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    if ((await c.get('user').plan()) !== 'pro') throw AppError.forbidden(message, 'PRO_REQUIRED');
    await next();
  };
}
