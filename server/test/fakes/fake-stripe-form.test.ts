import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './fake-stripe-form.ts';

describe("the fake Stripe's form decoding", () => {
  it('reads bracket paths into objects and arrays, as stripe-node encodes them', () => {
    const encoded = new URLSearchParams({
      mode: 'subscription',
      'line_items[0][price]': 'price_1',
      'line_items[0][quantity]': '1',
      'metadata[userId]': 'u1',
      'subscription_data[trial_period_days]': '14',
      'subscription_data[metadata][userId]': 'u1',
      'expand[0]': 'subscription',
      'lookup_keys[0]': 'pro_monthly',
      'lookup_keys[1]': 'pro_yearly',
    }).toString();
    expect(parseStripeForm(encoded)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_1', quantity: '1' }],
      metadata: { userId: 'u1' },
      subscription_data: { trial_period_days: '14', metadata: { userId: 'u1' } },
      expand: ['subscription'],
      lookup_keys: ['pro_monthly', 'pro_yearly'],
    });
  });
});
