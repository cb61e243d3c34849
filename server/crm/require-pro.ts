import type { MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../accounts/require-user.ts';
import { crmErrors } from './crm-errors.ts';

/**
 * CRM routes are for Pro users (spec part 2 §6). Runs after requireUser, whose `plan` applies the plan rule
 * (pro plan type and an active subscription).
 */
export const requirePro: MiddlewareHandler<AuthEnv> = async (c, next) => {
  if (c.get('user').plan !== 'pro') throw crmErrors.proRequired();
  await next();
};
