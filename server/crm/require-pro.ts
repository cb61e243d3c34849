import type { MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../accounts/require-user.ts';
import { AppError } from '../http/app-error.ts';
import { crmErrors } from './crm-errors.ts';

/**
 * CRM routes are for Pro users (spec part 2 §6). Runs after requireUser, whose `plan` applies the plan rule
 * (pro plan type and an active subscription).
 */
export const requirePro: MiddlewareHandler<AuthEnv> = async (c, next) => {
  if ((await c.get('user').plan()) !== 'pro') throw crmErrors.proRequired();
  await next();
};

/**
 * For the OAuth callbacks, which the browser reaches by navigation: a session that ended during the provider's
 * consent screen leads to sign-in (then back to /account) instead of a JSON 401 page.
 */
export function signedInOrLogin(requireUser: MiddlewareHandler<AuthEnv>): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    try {
      return await requireUser(c, next);
    } catch (error) {
      if (error instanceof AppError && error.code === 'UNAUTHORIZED')
        return c.redirect('/login?redirect=account', 302);
      throw error;
    }
  };
}
