import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '#server/test/create-test-app.ts';
import { stripeWebhook } from '../../contract/billing.ts';
import { stripeWebhookEvents, subscriptions } from './schema.ts';
import { createBillingTestApp, startCheckout, subscriptionOf } from './testing/billing-app.ts';

describe('POST /api/stripe/webhook', async () => {
  const { t, fake } = await createBillingTestApp();

  function post(payload: string, signature: string, headers: Record<string, string> = {}) {
    return t.request('/api/stripe/webhook', {
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature, ...headers },
    });
  }

  /** A user who paid while webhooks were held: Stripe knows the subscription, our row does not yet. */
  async function paidWithWebhooksHeld(user: TestUser): Promise<string> {
    const sessionId = await startCheckout(t, user);
    fake.holdWebhooks = true;
    await fake.pay(sessionId);
    return fake.sessions.get(sessionId)!.subscription!;
  }

  async function rowOf(user: TestUser) {
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    return row;
  }

  it('a wrong signature or one changed byte → 400 and nothing changes', async () => {
    const user = await t.signUp();
    const subscriptionId = await paidWithWebhooksHeld(user);
    fake.holdWebhooks = false;
    const event = fake.buildEvent('customer.subscription.created', fake.getSubscription(subscriptionId));
    const payload = JSON.stringify(event);
    const before = await rowOf(user);

    const wrongSecret = await post(payload, fake.sign(payload, 'whsec_someone_else'));
    expect(wrongSecret.status).toBe(400);
    expect(((await wrongSecret.json()) as { code: string }).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    // One changed character: the id's last one, always to a different character.
    const tampered = payload.replace(user.id, `${user.id.slice(0, -1)}${user.id.endsWith('x') ? 'y' : 'x'}`);
    expect((await post(tampered, fake.sign(payload))).status).toBe(400);
    expect((await post(payload, '')).status).toBe(400);
    const stale = fake.sign(payload, fake.webhookSecret, Math.floor(Date.now() / 1000) - 3600);
    expect((await post(payload, stale)).status).toBe(400);

    expect(await rowOf(user)).toEqual(before);
    const recorded = await t.db
      .select()
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.id, event.id as string));
    expect(recorded).toEqual([]);
  });

  it('needs no session and is exempt from the Origin check (the signature authenticates it)', async () => {
    const user = await t.signUp();
    const subscriptionId = await paidWithWebhooksHeld(user);
    fake.holdWebhooks = false;
    const payload = JSON.stringify(
      fake.buildEvent('customer.subscription.created', fake.getSubscription(subscriptionId)),
    );
    const response = await post(payload, fake.sign(payload), { origin: 'https://hooks.stripe.example' });
    expect(response.status).toBe(200);
    expect((await subscriptionOf(t, user)).plan).toBe('pro');
  });

  it('is in the contract and the OpenAPI document with no body schema: nothing parses the signed bytes first', async () => {
    expect(stripeWebhook.body).toBeUndefined();
    const document = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown; security?: unknown }>>;
    };
    const operation = document.paths['/api/stripe/webhook']?.post;
    expect(operation).toBeDefined();
    expect(operation?.requestBody).toBeUndefined();
  });

  it('a body over 1 MB → 413', async () => {
    const payload = JSON.stringify({ id: 'evt_big', padding: 'x'.repeat(1024 * 1024) });
    expect((await post(payload, fake.sign(payload))).status).toBe(413);
  });

  it('one event delivered 5 times at once has one effect', async () => {
    const user = await t.signUp();
    const subscriptionId = await paidWithWebhooksHeld(user);
    fake.holdWebhooks = false;
    const event = fake.buildEvent('customer.subscription.created', fake.getSubscription(subscriptionId));
    const payload = JSON.stringify(event);
    const reads = fake.countRequests('GET', `/v1/subscriptions/${subscriptionId}`);

    const responses = await Promise.all(Array.from({ length: 5 }, () => post(payload, fake.sign(payload))));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { outcome: string }).outcome),
    );
    expect(outcomes.filter((o) => o === 'processed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(4);
    expect(fake.countRequests('GET', `/v1/subscriptions/${subscriptionId}`) - reads).toBe(1);
    const recorded = await t.db
      .select()
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.id, event.id as string));
    expect(recorded).toHaveLength(1);
    expect((await subscriptionOf(t, user)).plan).toBe('pro');
  });

  it('`updated` before `created`: the final state is Stripe’s latest', async () => {
    const user = await t.signUp();
    const subscriptionId = await paidWithWebhooksHeld(user);
    await fake.setCancelAtPeriodEnd(subscriptionId, true); // queued: customer.subscription.updated
    const queued = fake.takeHeldEvents();
    for (const event of queued.reverse()) expect(await fake.deliver(event)).toBe(200);
    expect(await subscriptionOf(t, user)).toMatchObject({
      plan: 'pro',
      status: 'trialing',
      cancel_at_period_end: true,
    });
  });

  it('`deleted` → Free at once, and a late `created` replay cannot roll it back', async () => {
    const user = await t.signUp();
    await fake.pay(await startCheckout(t, user));
    const subscriptionId = [...fake.subscriptions.values()].find((s) => s.metadata.userId === user.id)!.id;
    const created = fake.buildEvent('customer.subscription.created', fake.getSubscription(subscriptionId));
    expect((await subscriptionOf(t, user)).plan).toBe('pro');

    const stripeDelete = await fetch(`${fake.url}/v1/subscriptions/${subscriptionId}`, {
      method: 'DELETE',
      headers: { authorization: 'Bearer sk_test_fake' },
    });
    expect(stripeDelete.status).toBe(200);
    expect(await subscriptionOf(t, user)).toMatchObject({
      plan: 'free',
      status: 'canceled',
      plan_type: 'pro',
    });

    expect(await fake.deliver(created)).toBe(200);
    expect(await subscriptionOf(t, user)).toMatchObject({ plan: 'free', status: 'canceled' });
  });

  it('a failed payment keeps Pro with the past-due flag; unpaid is Free', async () => {
    const user = await t.signUp();
    await fake.pay(await startCheckout(t, user));
    const subscription = [...fake.subscriptions.values()].find((s) => s.metadata.userId === user.id)!;
    await fake.failPayment(subscription.id);
    expect(await subscriptionOf(t, user)).toMatchObject({
      plan: 'pro',
      status: 'past_due',
      payment_past_due: true,
    });

    subscription.status = 'unpaid';
    expect(await fake.deliver(fake.buildEvent('customer.subscription.updated', subscription))).toBe(200);
    expect(await subscriptionOf(t, user)).toMatchObject({
      plan: 'free',
      status: 'unpaid',
      payment_past_due: false,
    });
  });

  it('an event for an unknown customer → 200, logged, nothing changed', async () => {
    const stranger = await fetch(`${fake.url}/v1/customers`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_fake', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=stranger%40example.com',
    });
    const { id: customer } = (await stranger.json()) as { id: string };
    const session = fake.sessions.values().next().value!;
    const foreign = { ...structuredClone(session), id: 'cs_test_foreign', status: 'open' as const, customer };
    fake.sessions.set(foreign.id, foreign);
    const before = await t.db.select().from(subscriptions);
    fake.holdWebhooks = true;
    await fake.pay(foreign.id);
    const queued = fake.takeHeldEvents();
    for (const event of queued) expect(await fake.deliver(event)).toBe(200);
    expect(await t.db.select().from(subscriptions)).toEqual(before);
  });

  it('events it does not handle are acknowledged and ignored', async () => {
    const payload = JSON.stringify(fake.buildEvent('customer.created', { id: 'cus_x', object: 'customer' }));
    const response = await post(payload, fake.sign(payload));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { outcome: string }).outcome).toBe('ignored');
  });
});
