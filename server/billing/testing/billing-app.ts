import { afterAll } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestAppOptions,
  type TestUser,
} from '#server/test/create-test-app.ts';
import { FakeStripe, type FakeStripeOptions } from '#server/test/fakes/fake-stripe.ts';

export const TEST_WEBHOOK_SECRET = 'whsec_test_billing_secret';

/**
 * The app wired to a fresh fake Stripe whose webhooks are delivered through `app.request()` (no socket for the app).
 */
export async function createBillingTestApp(
  options: TestAppOptions & { fake?: FakeStripeOptions } = {},
): Promise<{ t: TestApp; fake: FakeStripe }> {
  let app: TestApp | undefined;
  const fake = await new FakeStripe({
    webhookSecret: TEST_WEBHOOK_SECRET,
    webhookHandler: async (payload, signature) => {
      const response = await app!.request('/api/stripe/webhook', {
        body: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
      return response.status;
    },
    ...options.fake,
  }).start();
  afterAll(() => fake.close());
  app = await createTestApp({
    ...options,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      ...options.env,
    },
  });
  return { t: app, fake };
}

/** Starts checkout as the user and returns the fake's session id. */
export async function startCheckout(t: TestApp, user: TestUser, planType = 'monthly'): Promise<string> {
  const response = await t.request('/api/stripe/create-checkout', { as: user, json: { planType } });
  if (response.status !== 200)
    throw new Error(`checkout failed: ${response.status} ${await response.text()}`);
  const { url } = (await response.json()) as { url: string };
  return url.split('/pay/')[1]!;
}

export async function subscriptionOf(t: TestApp, user: TestUser) {
  const response = await t.request('/api/stripe/subscription', { as: user });
  return (await response.json()) as {
    plan_type: string;
    status: string;
    current_period_end: string | null;
    cancel_at_period_end: boolean;
    plan: 'free' | 'pro';
    interval: string | null;
    payment_past_due: boolean;
  };
}
