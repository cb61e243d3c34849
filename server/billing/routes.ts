import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthEnv } from '../accounts/require-user.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import { readJson } from '../http/validate.ts';

const checkoutBody = z.object({ planType: z.enum(['monthly', 'yearly']).default('monthly') });

/**
 * Checkout is the billing issue's to build (Stripe SDK, webhooks). Until then the route exists so the pricing
 * page can tell the user the truth instead of failing with a generic error.
 */
export function createBillingRoutes(deps: AppDeps) {
  const app = new Hono<AuthEnv>();

  app.post('/billing/checkout', deps.requireUser, async (c) => {
    await readJson(c, checkoutBody);
    if (!deps.config.integrations.stripe) {
      throw new AppError('BILLING_NOT_CONFIGURED', 503, 'Billing is not configured on this server');
    }
    throw new AppError(
      'BILLING_NOT_AVAILABLE',
      503,
      'Online checkout is not available yet. Please contact sales to upgrade.',
    );
  });

  return app;
}
