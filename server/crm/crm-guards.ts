import type { MiddlewareHandler } from 'hono';
import { requirePro } from '../billing/require-pro.ts';
import type { AuthEnv } from '../http/app-env.ts';
import { AppError } from '../http/app-error.ts';

/** CRM routes are for Pro users: the one Pro guard with the CRM's message. */
export const requireProForCrm = requirePro('CRM export is available on the Pro plan.');

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
