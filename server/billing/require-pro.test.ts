import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/create-test-app.ts';
import { requirePro } from './require-pro.ts';
import { createBillingTestApp, startCheckout } from './testing/billing-app.ts';

/** The CRM exports' guard: the same plan rule, through `user.plan`. */
describe('requirePro', async () => {
  const { t, fake } = await createBillingTestApp();
  const app = new Hono();
  app.onError((error, c) => {
    const { code, status } = error as { code?: string; status?: 401 | 403 };
    return c.json({ code }, status ?? 500);
  });
  app.get('/api/pro-only', t.deps.requireUser, requirePro(), (c) => c.json({ ok: true }));

  it('401 without a session, 403 PRO_REQUIRED for Free, 200 once Stripe says Pro', async () => {
    const user = await t.signUp();
    expect((await app.request('/api/pro-only')).status).toBe(401);
    const free = await app.request('/api/pro-only', { headers: { cookie: user.cookie } });
    expect(free.status).toBe(403);
    expect(await free.json()).toEqual({ code: 'PRO_REQUIRED' });
    await fake.pay(await startCheckout(t, user));
    expect((await app.request('/api/pro-only', { headers: { cookie: user.cookie } })).status).toBe(200);
  });
});

describe('webhook without a webhook secret', async () => {
  const t = await createTestApp({
    env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_BASE: 'http://127.0.0.1:9' },
  });

  it('answers 503 (billing is not fully configured) and reads nothing', async () => {
    const response = await t.request('/api/stripe/webhook', {
      body: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    });
    expect(response.status).toBe(503);
  });
});
