import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/create-test-app.ts';

describe('POST /api/billing/checkout', async () => {
  const t = await createTestApp();

  it('needs a session', async () => {
    expect((await t.request('/api/billing/checkout', { json: { planType: 'monthly' } })).status).toBe(401);
  });

  it('says clearly that billing is not configured when Stripe has no key', async () => {
    const user = await t.signUp();
    const response = await t.request('/api/billing/checkout', { as: user, json: { planType: 'yearly' } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'Billing is not configured on this server',
      code: 'BILLING_NOT_CONFIGURED',
    });
  });

  it('refuses an unknown plan type with 400', async () => {
    const user = await t.signUp();
    const response = await t.request('/api/billing/checkout', { as: user, json: { planType: 'weekly' } });
    expect(response.status).toBe(400);
  });
});
