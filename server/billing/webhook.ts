import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { WebhookOutcome } from '../../contract/billing.ts';
import { queryRows } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import type { BillingContext } from './billing-context.ts';
import { customerIdOf } from './subscription-store.ts';
import { syncSubscription } from './sync-subscription.ts';

export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

/** Verifies the signature over the exact raw body; anything else is a 400 and nothing is read from it. */
export async function verifyEvent(
  stripe: Stripe,
  rawBody: string,
  signature: string | undefined,
  secret: string,
): Promise<Stripe.Event> {
  if (!signature) throw new AppError('WEBHOOK_SIGNATURE_INVALID', 400, 'Missing Stripe-Signature header');
  try {
    return await stripe.webhooks.constructEventAsync(rawBody, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new AppError('WEBHOOK_SIGNATURE_INVALID', 400, 'Invalid Stripe signature', {
        detail: error.message,
      });
    }
    throw error;
  }
}

/** The subscription an event is about, whichever object it carries. */
export function subscriptionIdOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return customerIdOf(event.data.object.subscription);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return event.data.object.id;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return customerIdOf(event.data.object.parent?.subscription_details?.subscription ?? null);
    default:
      return null;
  }
}

/**
 * Handles a verified event exactly once: the event id is recorded in the same transaction as its effect, so five
 * concurrent deliveries of one event wait on the first and then find it done, and a failure records nothing (Stripe
 * retries). The effect itself re-reads the subscription from Stripe (see `syncSubscription`).
 */
export async function handleEvent(ctx: BillingContext, event: Stripe.Event): Promise<WebhookOutcome> {
  return ctx.db.transaction(async (tx) => {
    const inserted = await queryRows<{ id: string }>(
      tx,
      sql`insert into stripe_webhook_events (id, type) values (${event.id}, ${event.type})
          on conflict (id) do nothing returning id`,
    );
    if (inserted.length === 0) return 'duplicate';
    const subscriptionId = HANDLED_EVENTS.has(event.type) ? subscriptionIdOf(event) : null;
    if (!subscriptionId) return 'ignored';
    const userId = await syncSubscription(ctx, tx, subscriptionId);
    ctx.log.info({ eventId: event.id, type: event.type, subscriptionId, userId }, 'stripe event processed');
    return 'processed';
  });
}
