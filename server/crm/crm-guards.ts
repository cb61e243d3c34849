import type { MiddlewareHandler } from 'hono';
import { requirePro } from '#server/billing/require-pro.ts';
import type { AuthEnv } from '#server/http/app-env.ts';
import { AppError } from '#server/http/app-error.ts';
import type { CrmProvider } from '../../contract/crm.ts';
import type { CrmServiceDeps } from './crm-adapters.ts';
import { crmErrors } from './crm-errors.ts';

/** CRM routes are for Pro users: the one Pro guard with the CRM's message. */
export const requireProForCrm = requirePro('CRM export is available on the Pro plan.');

/** Before the body is read: a server without the provider says so whatever was sent. */
export function requireConfigured(deps: CrmServiceDeps, provider: CrmProvider): MiddlewareHandler<AuthEnv> {
  return async (_c, next) => {
    if (!deps.crm[provider]) throw crmErrors.notConfigured(provider);
    await next();
  };
}

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
