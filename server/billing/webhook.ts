import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import { queryRows } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { hasForbiddenCharacters } from '#server/http/input-guard.ts';
import type { WebhookOutcome } from '../../contract/billing.ts';
import type { BillingContext } from './billing-context.ts';
import { customerIdOf } from './subscription-store.ts';
import { syncSubscription } from './sync-subscription.ts';

const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

/**
 * Verifies the signature over the exact raw body: a bad one is a 400 and nothing is read from the body. A signed
 * body we cannot use (not JSON, an id we could not store or look up) gives null: Stripe retries a 5xx for three
 * days and no retry can mend it, so it is acknowledged and logged instead.
 */
export async function verifyEvent(
  ctx: Pick<BillingContext, 'stripe' | 'log'>,
  rawBody: string,
  signature: string | undefined,
  secret: string,
): Promise<Stripe.Event | null> {
  if (!signature) throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = await ctx.stripe.webhooks.constructEventAsync(rawBody, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'Invalid Stripe signature', {
        detail: error.message,
      });
    }
    // The SDK parses the body only once the signature checked out: this is a signed body that is not an event.
    return unusable(ctx.log, 'the body is not a JSON event');
  }
  const reason = whyUnusable(event);
  return reason ? unusable(ctx.log, reason, event?.id) : event;
}

/** Stripe's ids and event types are short ASCII; anything else cannot be stored or looked up. */
function isStripeText(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length > 0 && value.length <= 255 && !hasForbiddenCharacters(value)
  );
}

/** Why a signed event cannot be used, or null: checked before anything is stored or asked of Stripe. */
function whyUnusable(event: Stripe.Event | null): string | null {
  if (!isStripeText(event?.id)) return 'the event id is not a Stripe id';
  if (!isStripeText(event.type)) return 'the event type is not a Stripe type';
  if (!HANDLED_EVENTS.has(event.type)) return null;
  if (typeof event.data?.object !== 'object' || event.data.object === null)
    return 'the event carries no object';
  const subscriptionId = subscriptionIdOf(event);
  return subscriptionId === null || isStripeText(subscriptionId)
    ? null
    : 'the subscription id is not a Stripe id';
}

function unusable(log: Logger, reason: string, eventId?: unknown): null {
  log.error(
    { reason, eventId: isStripeText(eventId) ? eventId : undefined },
    'signed stripe event we cannot use: acknowledged, nothing changed',
  );
  return null;
}

/** The subscription an event is about, whichever object it carries. */
function subscriptionIdOf(event: Stripe.Event): string | null {
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
