import type { ServerResponse } from 'node:http';
import { redirect, StripeHttpError, sendHtml, sendJson } from './fake-stripe-http.ts';
import { checkoutPage, portalPage } from './fake-stripe-pages.ts';
import type { FakePrice, FakeSession, FakeSubscription, Json, SentEvent } from './fake-stripe-types.ts';

/** What the hosted pages and the control API use of the fake (the fake itself, without a circular import). */
export interface HostedStripe {
  readonly customers: Map<string, Json>;
  readonly prices: Map<string, FakePrice>;
  readonly sessions: Map<string, FakeSession>;
  readonly portalSessions: Map<string, { id: string; customer: string; return_url: string }>;
  readonly subscriptions: Map<string, FakeSubscription>;
  readonly sentEvents: SentEvent[];
  holdWebhooks: boolean;
  now(): number;
  found<T>(map: Map<string, T>, id: string): T;
  priceOf(subscription: FakeSubscription): FakePrice;
  periodEnd(subscription: FakeSubscription): number;
  latestSubscriptionId(): string | undefined;
  pay(sessionId: string): Promise<FakeSession>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<FakeSubscription>;
  switchInterval(subscriptionId: string): Promise<FakeSubscription>;
  setQuantity(subscriptionId: string, quantity: number): Promise<FakeSubscription>;
  failPayment(subscriptionId: string): Promise<FakeSubscription>;
  advance(seconds: number): Promise<void>;
  advanceToPeriodEnd(subscriptionId: string): Promise<void>;
  releaseWebhooks(): Promise<void>;
}
const DAY = 86_400;

/** The hosted checkout page: GET shows it, POST pays and returns to the app's success URL. */
export async function checkoutRoute(
  stripe: HostedStripe,
  method: string,
  path: string,
  res: ServerResponse,
): Promise<void> {
  const session = stripe.found(stripe.sessions, path.split('/')[2] ?? '');
  if (method === 'POST') {
    const paid = await stripe.pay(session.id);
    return redirect(res, paid.success_url.replace('{CHECKOUT_SESSION_ID}', paid.id));
  }
  const price = stripe.prices.get(session.line_items_price)!;
  const email = String(stripe.customers.get(session.customer ?? '')?.email ?? '');
  sendHtml(
    res,
    checkoutPage({
      sessionId: session.id,
      email,
      priceLabel: `$${(price.unit_amount / 100).toFixed(2)} per ${price.recurring.interval}${
        session.line_items_quantity > 1 ? ` × ${session.line_items_quantity} seats` : ''
      }`,
      trialDays: session.trial_period_days,
      cancelUrl: session.cancel_url,
      open: session.status === 'open',
    }),
  );
}

/** The hosted billing portal: cancel, renew, switch interval, update the card. */
export async function portalRoute(
  stripe: HostedStripe,
  method: string,
  path: string,
  res: ServerResponse,
  updated: boolean,
): Promise<void> {
  const [, , portalId = '', action] = path.split('/');
  const portal = stripe.found(stripe.portalSessions, portalId);
  const subscription = [...stripe.subscriptions.values()]
    .filter((s) => s.customer === portal.customer)
    .sort((a, b) => b.created - a.created)[0];
  if (method === 'POST' && subscription) {
    if (action === 'cancel') await stripe.setCancelAtPeriodEnd(subscription.id, true);
    if (action === 'renew') await stripe.setCancelAtPeriodEnd(subscription.id, false);
    if (action === 'switch') await stripe.switchInterval(subscription.id);
    const seats = Number(subscription.items.data[0]?.quantity ?? 1);
    if (action === 'seat-add') await stripe.setQuantity(subscription.id, seats + 1);
    if (action === 'seat-remove' && seats > 1) await stripe.setQuantity(subscription.id, seats - 1);
    return redirect(res, `/portal/${portal.id}${action === 'update-card' ? '?updated=card' : ''}`);
  }
  sendHtml(
    res,
    portalPage({
      portalId: portal.id,
      returnUrl: portal.return_url,
      notice: updated ? 'Payment method updated.' : undefined,
      subscription: subscription
        ? {
            status: subscription.status,
            interval: stripe.priceOf(subscription).recurring.interval === 'year' ? 'yearly' : 'monthly',
            currentPeriodEnd: stripe.periodEnd(subscription),
            cancelAtPeriodEnd: subscription.cancel_at_period_end,
            // Only the Team plan's per-seat price has seats to change.
            seats: stripe.priceOf(subscription).lookup_key?.startsWith('team_seat')
              ? Number(subscription.items.data[0]?.quantity ?? 1)
              : null,
          }
        : null,
    }),
  );
}

/** Control API for Playwright and `dev:offline`: move time, decline a card, hold webhooks, inspect. */
export async function controlRoute(
  stripe: HostedStripe,
  method: string,
  path: string,
  raw: string,
  res: ServerResponse,
): Promise<void> {
  const input = raw ? (JSON.parse(raw) as Json) : {};
  if (method === 'GET') {
    return sendJson(res, 200, {
      now: stripe.now(),
      subscriptions: [...stripe.subscriptions.values()],
      customers: stripe.customers.size,
      events: stripe.sentEvents,
    });
  }
  const subscriptionId =
    typeof input.subscription === 'string' ? input.subscription : stripe.latestSubscriptionId();
  if (path === '/__control/advance') {
    if (input.toPeriodEnd && subscriptionId) await stripe.advanceToPeriodEnd(subscriptionId);
    else await stripe.advance(Number(input.days ?? 0) * DAY + Number(input.seconds ?? 0));
  } else if (path === '/__control/fail-payment' && subscriptionId) await stripe.failPayment(subscriptionId);
  else if (path === '/__control/set-quantity' && subscriptionId)
    await stripe.setQuantity(subscriptionId, Number(input.quantity));
  else if (path === '/__control/hold-webhooks') {
    if (input.hold === false) await stripe.releaseWebhooks();
    else stripe.holdWebhooks = true;
  } else throw new StripeHttpError(404, 'Unknown control');
  sendJson(res, 200, { ok: true, now: stripe.now() });
}
