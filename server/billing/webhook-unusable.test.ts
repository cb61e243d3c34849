import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '#server/test/capture-log.ts';
import { stripeWebhookEvents, subscriptions } from './schema.ts';
import { createBillingTestApp, startCheckout } from './testing/billing-app.ts';

/**
 * Stripe retries any 5xx for three days: a signed event that no retry can mend is acknowledged (2xx) and logged,
 * while a failure that passes (our database, Stripe itself) still answers 5xx so that Stripe tries again.
 */
describe('POST /api/stripe/webhook: signed events we cannot use', async () => {
  const { lines, log } = captureLog();
  const { t, fake } = await createBillingTestApp({ log });
  afterEach(() => {
    vi.restoreAllMocks();
    fake.failNextRequests = 0;
  });

  function post(payload: string) {
    return t.request('/api/stripe/webhook', {
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(payload) },
    });
  }
  const logged = (message: string) =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === message);
  const UNUSABLE = 'signed stripe event we cannot use: acknowledged, nothing changed';

  const subscriptionEvent = (id: string) =>
    fake.buildEvent('customer.subscription.updated', { id, object: 'subscription' });
  const withNulId = { ...fake.buildEvent('customer.created', { id: 'cus_x' }), id: 'evt_\u0000nul' };
  it.each([
    ['a NUL in the event id', JSON.stringify(withNulId), 'the event id is not a Stripe id'],
    [
      'a NUL in the subscription id',
      JSON.stringify(subscriptionEvent('sub_\u0000')),
      'the subscription id is not a Stripe id',
    ],
    ['a body that is not JSON', 'not json {', 'the body is not a JSON event'],
    ['a JSON body that is not an event', 'null', 'the event id is not a Stripe id'],
  ])('%s → 200 ignored, logged with the reason, nothing stored', async (_name, payload, reason) => {
    const before = await t.db.select().from(stripeWebhookEvents);
    const response = await post(payload);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(logged(UNUSABLE).at(-1)).toMatchObject({ reason });
    expect(await t.db.select().from(stripeWebhookEvents)).toEqual(before);
  });

  it('an event for a subscription Stripe does not know → 200, logged, and its redelivery is a duplicate', async () => {
    const before = await t.db.select().from(subscriptions);
    const payload = JSON.stringify(subscriptionEvent('sub_unknown_to_stripe'));
    const response = await post(payload);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'processed' });
    expect(logged('stripe does not know this subscription; nothing changed').at(-1)).toMatchObject({
      subscriptionId: 'sub_unknown_to_stripe',
    });
    expect(((await (await post(payload)).json()) as { outcome: string }).outcome).toBe('duplicate');
    expect(await t.db.select().from(subscriptions)).toEqual(before);
  });

  it('Stripe answering 5xx → 503, nothing recorded, and the retry is processed', async () => {
    const user = await t.signUp();
    const sessionId = await startCheckout(t, user);
    fake.holdWebhooks = true;
    await fake.pay(sessionId);
    fake.holdWebhooks = false;
    const subscriptionId = fake.sessions.get(sessionId)!.subscription!;
    const payload = JSON.stringify(subscriptionEvent(subscriptionId));

    fake.failNextRequests = 10;
    const down = await post(payload);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ code: 'STRIPE_UNAVAILABLE' });
    fake.failNextRequests = 0;
    const retry = await post(payload);
    expect(await retry.json()).toEqual({ received: true, outcome: 'processed' });
  });

  it('our database down → 503, so Stripe retries', async () => {
    const outage = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    vi.spyOn(t.deps.db, 'transaction').mockRejectedValueOnce(outage);
    const response = await post(JSON.stringify(subscriptionEvent('sub_while_db_down')));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
