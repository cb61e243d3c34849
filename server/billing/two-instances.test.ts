import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  postJson,
  signUpThrough,
  startTwoAppProcesses,
  type TwoAppProcesses,
} from '#server/test/app-processes.ts';
import { FakeStripe } from '#server/test/fakes/fake-stripe.ts';
import { TEST_WEBHOOK_SECRET } from './testing/billing-app.ts';

const template = inject('postgresTemplate');

/**
 * Stripe retries and may deliver one event twice, to any instance behind the load balancer: every delivery is
 * answered 200, and the database records each event once and one subscription change.
 */
describe.skipIf(!template)('Stripe webhooks across two server processes (PostgreSQL)', () => {
  let apps: TwoAppProcesses;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await new FakeStripe({ webhookSecret: TEST_WEBHOOK_SECRET }).start();
    apps = await startTwoAppProcesses(template, {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    });
  }, 60_000);
  afterAll(async () => {
    await apps?.stop();
    await fake?.close();
  });

  it('makes one subscription change when each event arrives twice at once at both instances', {
    timeout: 60_000,
  }, async () => {
    const cookie = await signUpThrough(apps.a.url, `webhooks-${Date.now()}@example.com`);
    const checkout = await postJson(
      apps.a.url,
      '/api/stripe/create-checkout',
      { planType: 'monthly' },
      { cookie },
    );
    expect(checkout.status).toBe(200);
    const sessionId = ((await checkout.json()) as { url: string }).url.split('/pay/')[1]!;
    fake.holdWebhooks = true;
    await fake.pay(sessionId);
    const events = fake.takeHeldEvents();
    expect(events.length).toBeGreaterThan(0);

    for (const event of events) {
      const payload = JSON.stringify(event);
      const signature = fake.sign(payload);
      const deliver = (base: string) =>
        fetch(`${base}/api/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
      const statuses = await Promise.all(
        [apps.a.url, apps.b.url, apps.a.url, apps.b.url].map(async (base) => (await deliver(base)).status),
      );
      expect(statuses).toEqual([200, 200, 200, 200]);
    }

    const client = new pg.Client({ connectionString: apps.databaseUrl });
    await client.connect();
    try {
      const ids = events.map((event) => event.id as string);
      const recorded = await client.query(
        'select count(*)::int as n from stripe_webhook_events where id = any($1)',
        [ids],
      );
      expect(recorded.rows[0].n).toBe(ids.length);
      const rows = await client.query('select status from subscriptions');
      expect(rows.rows).toHaveLength(1);
    } finally {
      await client.end();
    }
    for (const base of [apps.a.url, apps.b.url]) {
      const subscription = await fetch(`${base}/api/stripe/subscription`, { headers: { cookie } });
      expect(((await subscription.json()) as { plan: string }).plan).toBe('pro');
    }
  });
});
