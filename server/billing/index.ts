import type { FeatureModule } from '#server/http/feature-module.ts';
import { type BillingDeps, createBillingRoutes } from './routes.ts';

/** The billing feature's public module for other features: a user's plan for their export, and ending it. */
export { type BillingAccess, cancelSubscriptionNow, subscriptionSummaryOf } from './personal-data.ts';

/** The billing feature: Stripe Checkout and portal, the subscription, and Stripe's webhook. */
export const billingModule: FeatureModule<BillingDeps> = { name: 'billing', routes: createBillingRoutes };
/** For the Team plan's Checkout and portal (server/teams, ADR 0320): the same Stripe error handling and prices. */
export { billingNotConfigured, CHECKOUT_FAILED, callStripe, PORTAL_FAILED } from './billing-context.ts';
export { findPriceId } from './prices.ts';
export { STRIPE_WEBHOOK_PATH } from './routes.ts';
