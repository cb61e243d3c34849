import type { FeatureModule } from '#server/http/feature-module.ts';
import { type BillingDeps, createBillingRoutes } from './routes.ts';

/** The billing feature's public module for other features: a user's plan for their export, and ending it. */
export { type BillingAccess, cancelSubscriptionNow, subscriptionSummaryOf } from './personal-data.ts';

/** The billing feature: Stripe Checkout and portal, the subscription, and Stripe's webhook. */
export const billingModule: FeatureModule<BillingDeps> = { name: 'billing', routes: createBillingRoutes };
export { STRIPE_WEBHOOK_PATH } from './routes.ts';
