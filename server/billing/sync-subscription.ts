import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { teamIdOfSubscription, writeTeamSubscription } from '#server/teams/team-billing-store.ts';
import { type BillingContext, callStripe } from './billing-context.ts';
import {
  customerIdOf,
  findUserIdByCustomer,
  readSubscription,
  type SubscriptionView,
  subscriptionView,
  writeSubscriptionState,
} from './subscription-store.ts';

/**
 * Re-reads a subscription from Stripe and writes its current state: the payload of whatever told us about it
 * (webhook, success page) is never trusted, so a late or replayed event can only ever write today's truth.
 * The per-subscription lock orders concurrent syncs so the last to write is the last to have read.
 * @returns the user it belongs to, or null for a customer or subscription we do not know (logged, nothing written).
 */
export async function syncSubscription(
  ctx: BillingContext,
  db: Db,
  subscriptionId: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`stripe-sub:${subscriptionId}`}, 0))`,
    );
    const subscription = await retrieveKnown(ctx, subscriptionId);
    if (!subscription) return null;
    const customerId = customerIdOf(subscription.customer);
    // A Team-plan subscription (ADR 0320) updates the team's row, never a user's.
    if (teamIdOfSubscription(subscription)) {
      await writeTeamSubscription(tx, subscription, customerId, ctx.clock(), ctx.log);
      return null;
    }
    const userId = customerId ? await findUserIdByCustomer(tx, customerId) : null;
    if (!userId) {
      ctx.log.warn(
        { subscriptionId, customerId },
        'stripe subscription for an unknown customer; nothing changed',
      );
      return null;
    }
    const row = await readSubscription(tx, userId);
    if (row) await writeSubscriptionState(tx, row, subscription, ctx.clock());
    return userId;
  });
}

/**
 * The subscription as Stripe has it now, or null when Stripe has no such subscription (logged): asking again would
 * never find it, so the event that named it is acknowledged rather than failed for Stripe to retry for days.
 */
async function retrieveKnown(
  ctx: BillingContext,
  subscriptionId: string,
): Promise<Stripe.Subscription | null> {
  try {
    return await ctx.stripe.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') {
      ctx.log.warn({ subscriptionId }, 'stripe does not know this subscription; nothing changed');
      return null;
    }
    throw error;
  }
}

/**
 * The success page's sync: a user back from Checkout before the webhook arrives sees Pro at once. The session
 * must be this user's own (its `client_reference_id`); another user's session id is simply not found.
 */
export async function syncCheckoutSession(
  ctx: BillingContext,
  userId: string,
  sessionId: string,
): Promise<SubscriptionView> {
  const session = await callStripe(
    'Could not confirm the checkout. Please refresh in a moment.',
    async () => {
      try {
        return await ctx.stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) throw checkoutNotFound();
        throw error;
      }
    },
  );
  if (session.client_reference_id !== userId) throw checkoutNotFound();
  const subscriptionId = customerIdOf(session.subscription);
  if (session.status === 'complete' && subscriptionId) {
    await callStripe('Could not confirm the checkout. Please refresh in a moment.', () =>
      syncSubscription(ctx, ctx.db, subscriptionId),
    );
  }
  return subscriptionView(await readSubscription(ctx.db, userId));
}

function checkoutNotFound(): AppError {
  return AppError.notFound('Checkout session not found', 'CHECKOUT_SESSION_NOT_FOUND');
}
