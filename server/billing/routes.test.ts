import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/create-test-app.ts';
import { subscriptions } from './schema.ts';
import { createBillingTestApp, startCheckout, subscriptionOf } from './testing/billing-app.ts';

describe('billing routes with Stripe off', async () => {
  const t = await createTestApp();

  it('checkout and portal answer 503 saying billing is not configured', async () => {
    const user = await t.signUp();
    for (const path of ['/api/stripe/create-checkout', '/api/stripe/create-portal']) {
      const response = await t.request(path, { as: user, json: { planType: 'monthly' } });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: 'Billing is not configured on this server',
        code: 'BILLING_NOT_CONFIGURED',
      });
    }
  });

  it('the subscription route still answers: everyone is on Free', async () => {
    const user = await t.signUp();
    const response = await t.request('/api/stripe/subscription', { as: user, auth: 'bearer' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      plan_type: 'free',
      status: 'active',
      current_period_end: null,
      cancel_at_period_end: false,
      plan: 'free',
    });
  });

  it('the old placeholder route is gone', async () => {
    const user = await t.signUp();
    const response = await t.request('/api/billing/checkout', { as: user, json: { planType: 'monthly' } });
    expect(response.status).toBe(404);
  });
});

describe('billing routes', async () => {
  const { t, fake } = await createBillingTestApp();

  it('every user route needs a session (401)', async () => {
    expect((await t.request('/api/stripe/subscription')).status).toBe(401);
    expect((await t.request('/api/stripe/create-checkout', { json: { planType: 'monthly' } })).status).toBe(
      401,
    );
    expect((await t.request('/api/stripe/create-portal', { json: {} })).status).toBe(401);
    expect((await t.request('/api/stripe/sync-checkout', { json: { sessionId: 'cs_test_x' } })).status).toBe(
      401,
    );
  });

  it('a foreign Origin is still refused on the user routes (only the webhook is exempt)', async () => {
    const user = await t.signUp();
    const response = await t.request('/api/stripe/create-checkout', {
      as: user,
      json: { planType: 'monthly' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(fake.countRequests('POST', '/v1/customers')).toBe(0);
  });

  it('refuses an unknown planType with 400 and a wrong Content-Type with 415', async () => {
    const user = await t.signUp();
    const bad = await t.request('/api/stripe/create-checkout', { as: user, json: { planType: 'weekly' } });
    expect(bad.status).toBe(400);
    const text = await t.request('/api/stripe/create-checkout', {
      as: user,
      body: 'planType=monthly',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
  });

  it('checkout: subscription mode, 14-day trial, the user id as reference, success and cancel URLs', async () => {
    const user = await t.signUp();
    const response = await t.request('/api/stripe/create-checkout', { as: user, json: {} });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${fake.url}/pay/cs_test_`));
    const session = fake.sessions.get(url.split('/pay/')[1]!)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.id,
      metadata: { userId: user.id, planType: 'monthly' },
      trial_period_days: 14,
      success_url: 'http://localhost:3000/pricing?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/pricing?checkout=canceled',
    });
    expect(fake.prices.get(session.line_items_price)?.lookup_key).toBe('pro_monthly');
    expect(fake.customers.get(session.customer!)).toMatchObject({
      email: user.email,
      metadata: { userId: user.id },
    });
  });

  it('a plan, status or price in the body is ignored: the price comes from the lookup key', async () => {
    const user = await t.signUp();
    const sessionId = await startCheckout(t, user, 'yearly');
    const forged = await t.request('/api/stripe/create-checkout', {
      as: user,
      json: { planType: 'yearly', price: 'price_evil', plan_type: 'pro', status: 'active', amount: 1 },
    });
    expect(forged.status).toBe(200);
    const { url } = (await forged.json()) as { url: string };
    const session = fake.sessions.get(url.split('/pay/')[1]!)!;
    expect(session.line_items_price).toBe(fake.sessions.get(sessionId)!.line_items_price);
    expect(fake.prices.get(session.line_items_price)).toMatchObject({
      lookup_key: 'pro_yearly',
      unit_amount: 9590,
    });
    expect((await subscriptionOf(t, user)).plan).toBe('free');
  });

  it('one Stripe customer per user, even under 10 concurrent checkout clicks', async () => {
    const user = await t.signUp();
    const before = fake.customers.size;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request('/api/stripe/create-checkout', { as: user, json: { planType: 'monthly' } }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(fake.customers.size - before).toBe(1);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    const sessions = [...fake.sessions.values()].filter((s) => s.client_reference_id === user.id);
    expect(new Set(sessions.map((s) => s.customer))).toEqual(new Set([row!.stripeCustomerId]));
  });

  it('paying makes the user Pro (trialing counts), and a Pro user asking for checkout gets 409', async () => {
    const user = await t.signUp();
    await fake.pay(await startCheckout(t, user, 'yearly'));
    const state = await subscriptionOf(t, user);
    expect(state).toMatchObject({ plan_type: 'pro', status: 'trialing', plan: 'pro', interval: 'yearly' });
    expect(new Date(state.current_period_end!).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    const me = await t.request('/api/me', { as: user });
    expect(((await me.json()) as { plan: string }).plan).toBe('pro');

    const again = await t.request('/api/stripe/create-checkout', { as: user, json: { planType: 'monthly' } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toMatch(/billing portal/);
  });

  it('the trial is granted once per user', async () => {
    const user = await t.signUp();
    const first = await startCheckout(t, user);
    await fake.pay(first);
    const subscriptionId = fake.sessions.get(first)!.subscription!;
    await fake.setCancelAtPeriodEnd(subscriptionId, true);
    await fake.advanceToPeriodEnd(subscriptionId);
    expect((await subscriptionOf(t, user)).plan).toBe('free');

    const second = await startCheckout(t, user);
    expect(fake.sessions.get(second)!.trial_period_days).toBeNull();
    await fake.pay(second);
    expect(await subscriptionOf(t, user)).toMatchObject({ plan: 'pro', status: 'active' });
  });

  it('the portal opens for a user with a customer and returns to /account; 409 without one', async () => {
    const user = await t.signUp();
    const none = await t.request('/api/stripe/create-portal', { as: user, json: {} });
    expect(none.status).toBe(409);
    await fake.pay(await startCheckout(t, user));
    const response = await t.request('/api/stripe/create-portal', { as: user, auth: 'bearer', json: {} });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const portal = fake.portalSessions.get(url.split('/portal/')[1]!)!;
    expect(portal.return_url).toBe('http://localhost:3000/account');
  });

  it('success-page sync before the webhook: Pro at once, and the late webhook changes nothing', async () => {
    const user = await t.signUp();
    const sessionId = await startCheckout(t, user);
    fake.holdWebhooks = true;
    await fake.pay(sessionId);
    expect((await subscriptionOf(t, user)).plan).toBe('free');

    const synced = await t.request('/api/stripe/sync-checkout', { as: user, json: { sessionId } });
    expect(synced.status).toBe(200);
    expect(await synced.json()).toMatchObject({ plan: 'pro', status: 'trialing' });

    await fake.releaseWebhooks();
    expect(fake.sentEvents.slice(-3).map((e) => e.status)).toEqual([200, 200, 200]);
    expect(await subscriptionOf(t, user)).toMatchObject({ plan: 'pro', status: 'trialing' });
  });

  it("sync refuses another user's session (404) and junk ids (400)", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const sessionId = await startCheckout(t, alice);
    await fake.pay(sessionId);
    const stolen = await t.request('/api/stripe/sync-checkout', { as: bob, json: { sessionId } });
    expect(stolen.status).toBe(404);
    expect((await subscriptionOf(t, bob)).plan).toBe('free');
    const junk = await t.request('/api/stripe/sync-checkout', { as: bob, json: { sessionId: '../x' } });
    expect(junk.status).toBe(400);
  });

  it('Stripe down → 503 with the spec text and nothing half-written', async () => {
    const user = await t.signUp();
    fake.failNextRequests = 10;
    const response = await t.request('/api/stripe/create-checkout', {
      as: user,
      json: { planType: 'monthly' },
    });
    fake.failNextRequests = 0;
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'Failed to start the checkout process. Please try again later.',
      code: 'STRIPE_UNAVAILABLE',
    });
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('the portal with Stripe down → 503 with the spec text', async () => {
    const user = await t.signUp();
    await fake.pay(await startCheckout(t, user));
    fake.failNextRequests = 10;
    const response = await t.request('/api/stripe/create-portal', { as: user, json: {} });
    fake.failNextRequests = 0;
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: string }).error).toBe(
      'Something went wrong. Please try again later.',
    );
  });
});
