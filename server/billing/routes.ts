import { Hono } from 'hono';
import { z } from 'zod';
import { clientIp } from '../accounts/client-ip.ts';
import type { AuthEnv } from '../accounts/require-user.ts';
import type { AppDeps } from '../deps.ts';
import { readJson } from '../http/validate.ts';
import { type BillingContext, billingNotConfigured, callStripe } from './billing-context.ts';
import { createCheckout, createPortal } from './checkout.ts';
import { readSubscription, subscriptionView } from './subscription-store.ts';
import { syncCheckoutSession } from './sync-subscription.ts';
import { handleEvent, verifyEvent } from './webhook.ts';

/** Exempt from the CSRF Origin check (Stripe sends no Origin) and from sign-in; the signature authenticates it. */
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/** Only `planType` is read; a plan, status or price sent by the browser is ignored, never trusted. */
const checkoutBody = z.object({ planType: z.enum(['monthly', 'yearly']).default('monthly') });
const syncBody = z.object({
  sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/, 'not a checkout session id'),
});

export function createBillingRoutes(deps: AppDeps) {
  const app = new Hono<AuthEnv>();

  function context(): BillingContext {
    if (!deps.stripe) throw billingNotConfigured();
    return {
      db: deps.db,
      stripe: deps.stripe,
      log: deps.log,
      clock: deps.clock,
      appUrl: deps.config.APP_URL,
    };
  }

  // Answers with billing off too: everyone is then on the Free plan (or on a plan set by an administrator).
  app.get('/stripe/subscription', deps.requireUser, async (c) => {
    return c.json(subscriptionView(await readSubscription(deps.db, c.get('user').id)));
  });

  app.post('/stripe/create-checkout', deps.requireUser, async (c) => {
    const { planType } = await readJson(c, checkoutBody);
    const user = c.get('user');
    return c.json(await createCheckout(context(), user, planType));
  });

  app.post('/stripe/create-portal', deps.requireUser, async (c) => {
    return c.json(await createPortal(context(), c.get('user').id));
  });

  app.post('/stripe/sync-checkout', deps.requireUser, async (c) => {
    const { sessionId } = await readJson(c, syncBody);
    return c.json(await syncCheckoutSession(context(), c.get('user').id, sessionId));
  });

  app.post('/stripe/webhook', async (c) => {
    const ctx = context();
    const secret = deps.config.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw billingNotConfigured();
    const event = await verifyEvent(
      ctx.stripe,
      await c.req.text(),
      c.req.header('stripe-signature'),
      secret,
    ).catch((error) => {
      deps.log.warn(
        { ip: clientIp(c, deps.config.TRUST_PROXY) },
        'stripe webhook with a bad signature refused',
      );
      throw error;
    });
    const outcome = await callStripe('Stripe is unavailable; retry later.', () => handleEvent(ctx, event));
    return c.json({ received: true, outcome });
  });

  return app;
}
