import { Hono } from 'hono';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { AuthEnv } from '#server/http/app-env.ts';
import { clientIp } from '#server/http/client-ip.ts';
import type { RouteDeps } from '#server/http/feature-module.ts';
import { contractRoutes } from '#server/http/route.ts';
import * as contract from '../../contract/billing.ts';
import { type BillingContext, billingNotConfigured, callStripe } from './billing-context.ts';
import { createCheckout, createPortal } from './checkout.ts';
import { readSubscription, subscriptionView } from './subscription-store.ts';
import { syncCheckoutSession } from './sync-subscription.ts';
import { handleEvent, verifyEvent } from './webhook.ts';

/** Exempt from the CSRF Origin check (Stripe sends no Origin) and from sign-in; the signature authenticates it. */
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

export interface BillingDeps extends RouteDeps {
  db: Db;
  /** The Stripe SDK client; null when billing is off (no STRIPE_SECRET_KEY). */
  stripe: Stripe | null;
  log: Logger;
  clock: Clock;
  config: Pick<Config, 'APP_URL' | 'STRIPE_WEBHOOK_SECRET' | 'TRUST_PROXY'>;
}

export function createBillingRoutes(deps: BillingDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);

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
  route(contract.getSubscription, async (c) =>
    subscriptionView(await readSubscription(deps.db, c.get('user').id)),
  );

  // Only `planType` is read; a plan, status or price sent by the browser is ignored, never trusted.
  route(contract.createCheckout, (c, { body }) => createCheckout(context(), c.get('user'), body.planType));

  route(contract.createPortal, (c) => createPortal(context(), c.get('user').id));

  route(contract.syncCheckout, (c, { body }) =>
    syncCheckoutSession(context(), c.get('user').id, body.sessionId),
  );

  // The endpoint has no body schema on purpose: the signature covers the raw bytes, read here and nowhere before.
  route(contract.stripeWebhook, async (c) => {
    const ctx = context();
    const secret = deps.config.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw billingNotConfigured();
    const signature = c.req.header('stripe-signature');
    const event = await verifyEvent(ctx, await c.req.text(), signature, secret).catch((error) => {
      deps.log.warn(
        { ip: clientIp(c, deps.config.TRUST_PROXY) },
        'stripe webhook with a bad signature refused',
      );
      throw error;
    });
    // null: signed but unusable, already logged; acknowledged so Stripe does not retry it for days.
    const outcome = event
      ? await callStripe('Stripe is unavailable; retry later.', () => handleEvent(ctx, event))
      : 'ignored';
    return { received: true as const, outcome };
  });

  return app;
}
