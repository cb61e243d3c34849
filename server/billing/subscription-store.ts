import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import type { subscription } from '../../contract/billing.ts';
import { paymentNeedsAttention, planOf } from './get-plan.ts';
import { intervalOfLookupKey, PRICE_LOOKUP_KEYS } from './prices.ts';
import { subscriptions } from './schema.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** `GET /api/stripe/subscription`, as the server builds it (`contract/billing.ts`). */
export type SubscriptionView = z.input<typeof subscription>;

export async function readSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row;
}

export function subscriptionView(row: SubscriptionRow | undefined): SubscriptionView {
  return {
    plan_type: row?.planType ?? 'free',
    status: row?.status ?? 'active',
    current_period_end: row?.currentPeriodEnd ?? null,
    cancel_at_period_end: row?.cancelAtPeriodEnd ?? false,
    plan: planOf(row),
    interval: intervalOfLookupKey(row?.priceLookupKey),
    payment_past_due: paymentNeedsAttention(row),
    has_billing_account: Boolean(row?.stripeCustomerId),
  };
}

export async function findUserIdByCustomer(db: Db, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.stripeCustomerId, customerId))
    .limit(1);
  return row?.userId ?? null;
}

export function customerIdOf(customer: string | { id: string } | null): string | null {
  if (!customer) return null;
  return typeof customer === 'string' ? customer : customer.id;
}

/** What the row should say for a subscription as Stripe reports it now. */
function stateFromStripe(subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  const lookupKey = item?.price.lookup_key ?? null;
  const ours = lookupKey === PRICE_LOOKUP_KEYS.monthly || lookupKey === PRICE_LOOKUP_KEYS.yearly;
  const periodEnd = item?.current_period_end;
  return {
    planType: ours ? 'pro' : 'free',
    status: subscription.status,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    priceLookupKey: lookupKey,
    stripeSubscriptionId: subscription.id,
  };
}

/**
 * Writes Stripe's current state of a subscription onto the user's row. A user has one live subscription: a report
 * about an older, ended one must not overwrite a newer live one (a very late `deleted` for a previous subscription).
 */
export async function writeSubscriptionState(
  db: Db,
  row: SubscriptionRow,
  subscription: Stripe.Subscription,
  now: Date,
): Promise<boolean> {
  const next = stateFromStripe(subscription);
  const otherLive =
    row.stripeSubscriptionId !== null &&
    row.stripeSubscriptionId !== subscription.id &&
    planOf(row) === 'pro';
  if (otherLive && planOf(next) === 'free') return false;
  await db
    .update(subscriptions)
    .set({ ...next, trialUsed: true, updatedAt: now })
    .where(eq(subscriptions.userId, row.userId));
  return true;
}
