import type { Logger } from 'pino';
import Stripe from 'stripe';
import type { Db } from '#server/db/client.ts';
import { billingNotConfigured, callStripe } from './billing-context.ts';
import { planOf } from './get-plan.ts';
import { readSubscription } from './subscription-store.ts';

/** Stripe statuses after which a subscription never charges again. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

const CANCEL_FAILED =
  'We could not cancel your subscription with our payment provider, so nothing was deleted. Please try again in a few minutes.';

/** The plan as the user sees it, for their data export; Stripe's ids stay out of it. */
export async function subscriptionSummaryOf(db: Db, userId: string) {
  const row = await readSubscription(db, userId);
  return {
    plan: planOf(row),
    status: row?.status ?? 'active',
    currentPeriodEnd: row?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
  };
}

export interface BillingAccess {
  db: Db;
  /** Null when billing is off on this server. */
  stripe: Stripe | null;
  log: Logger;
}

/**
 * Ends the user's Stripe subscription at once (no renewal, no further charge), before their account is deleted.
 * Stripe is asked for the subscription's state rather than our row, which a lost webhook may have left behind.
 * A Stripe failure throws (503): an account deleted with a live subscription would go on being charged. Stripe
 * keeps the customer and its invoices, which tax and accounting law need.
 * @returns the id of the subscription cancelled, or null when there was none still running.
 */
export async function cancelSubscriptionNow(billing: BillingAccess, userId: string): Promise<string | null> {
  const row = await readSubscription(billing.db, userId);
  const subscriptionId = row?.stripeSubscriptionId;
  if (!subscriptionId) return null;
  const { stripe } = billing;
  if (!stripe) {
    if (row && ENDED.has(row.status)) return null;
    throw billingNotConfigured();
  }
  return callStripe(CANCEL_FAILED, async () => {
    const current = await stripe.subscriptions.retrieve(subscriptionId).catch((error: unknown) => {
      if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return null;
      throw error;
    });
    if (!current || ENDED.has(current.status)) return null;
    await stripe.subscriptions.cancel(
      subscriptionId,
      {},
      { idempotencyKey: `10kai-cancel-${subscriptionId}` },
    );
    billing.log.info({ userId, subscriptionId }, 'subscription cancelled: the account is being deleted');
    return subscriptionId;
  });
}
