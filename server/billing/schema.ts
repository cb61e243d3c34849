import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '#server/accounts/schema.ts';

/**
 * One row per user once they have a Stripe customer; absent means the Free plan. The plan columns mirror the
 * subscription as Stripe last reported it (webhooks and the success-page sync re-read it, never trust a payload).
 */
export const subscriptions = pgTable('subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  planType: text('plan_type').notNull().default('free'),
  status: text('status').notNull().default('active'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  stripeCustomerId: text('stripe_customer_id').unique(),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** Lookup key of the subscribed price (`pro_monthly` / `pro_yearly`). */
  priceLookupKey: text('price_lookup_key'),
  /** Set once the user has had any subscription: the 14-day trial is granted once per user. */
  trialUsed: boolean('trial_used').notNull().default(false),
});

/** Stripe event ids already handled: a replayed or duplicated delivery has no second effect. */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
