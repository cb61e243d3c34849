import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { type BillingContext, CHECKOUT_FAILED, callStripe, PORTAL_FAILED } from './billing-context.ts';
import { planOf } from './get-plan.ts';
import { findPriceId, type PlanInterval, TRIAL_DAYS } from './prices.ts';
import { readSubscription } from './subscription-store.ts';

export interface BillingUser {
  id: string;
  email: string;
  name: string;
}

/**
 * The user's one Stripe customer, created on first need. A per-user advisory lock makes concurrent clicks (any
 * number of server processes) wait for the first to store its customer; the idempotency key makes even a retry of
 * a request Stripe already served return that same customer.
 */
async function ensureCustomer(ctx: BillingContext, user: BillingUser): Promise<string> {
  const existing = await readSubscription(ctx.db, user.id);
  if (existing?.stripeCustomerId) return existing.stripeCustomerId;
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`stripe-customer:${user.id}`}, 0))`);
    const [row] = await queryRows<{ stripe_customer_id: string | null }>(
      tx,
      sql`select stripe_customer_id from subscriptions where user_id = ${user.id}`,
    );
    if (row?.stripe_customer_id) return row.stripe_customer_id;
    const customer = await ctx.stripe.customers.create(
      { email: user.email, name: user.name || undefined, metadata: { userId: user.id } },
      { idempotencyKey: `10kai-customer-${user.id}` },
    );
    await tx.execute(
      sql`insert into subscriptions (user_id, stripe_customer_id) values (${user.id}, ${customer.id})
          on conflict (user_id) do update set stripe_customer_id = excluded.stripe_customer_id, updated_at = now()`,
    );
    return customer.id;
  });
}

/**
 * A hosted Checkout session for Pro. The price comes from the lookup key, never from the
 * browser; the 14-day trial is offered only to a user who never had a subscription.
 */
export async function createCheckout(
  ctx: BillingContext,
  user: BillingUser,
  interval: PlanInterval,
): Promise<{ url: string }> {
  const row = await readSubscription(ctx.db, user.id);
  if (planOf(row) === 'pro') {
    throw new AppError(
      'ALREADY_SUBSCRIBED',
      'You already have Pro. Manage or change your subscription in the billing portal (Account → Manage Subscription).',
    );
  }
  return callStripe(CHECKOUT_FAILED, async () => {
    const priceId = await findPriceId(ctx.stripe, interval);
    if (!priceId) {
      throw new AppError('BILLING_NOT_SET_UP', CHECKOUT_FAILED, {
        detail: `no active Stripe price with lookup key for ${interval}: run npm run stripe:setup`,
      });
    }
    const customer = await ensureCustomer(ctx, user);
    const trial = !row?.trialUsed && !row?.stripeSubscriptionId;
    const session = await ctx.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: user.id,
      metadata: { userId: user.id, planType: interval },
      line_items: [{ price: priceId, quantity: 1 }],
      subscription_data: {
        metadata: { userId: user.id },
        ...(trial && { trial_period_days: TRIAL_DAYS }),
      },
      success_url: `${ctx.appUrl}/pricing?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ctx.appUrl}/pricing?checkout=canceled`,
    });
    if (!session.url) throw new AppError('STRIPE_NO_URL', CHECKOUT_FAILED);
    return { url: session.url };
  });
}

/** The Stripe billing portal (manage card, switch monthly/yearly, cancel) for a user who has a customer. */
export async function createPortal(ctx: BillingContext, userId: string): Promise<{ url: string }> {
  const row = await readSubscription(ctx.db, userId);
  if (!row?.stripeCustomerId) {
    throw new AppError('NO_SUBSCRIPTION', 'You have no subscription to manage yet. Upgrade to Pro first.');
  }
  const customer = row.stripeCustomerId;
  return callStripe(PORTAL_FAILED, async () => {
    const session = await ctx.stripe.billingPortal.sessions.create({
      customer,
      return_url: `${ctx.appUrl}/account`,
    });
    return { url: session.url };
  });
}
