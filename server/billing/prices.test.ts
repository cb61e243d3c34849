import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from '#server/test/fakes/fake-stripe.ts';
import { findPriceId, PRO_YEARLY_CENTS, setupPrices } from './prices.ts';

describe('npm run stripe:setup', async () => {
  const fake = await startFakeStripe({ seedPrices: false });
  afterAll(() => fake.close());
  const url = new URL(fake.url);
  const stripe = new Stripe('sk_test_fake', { host: url.hostname, port: url.port, protocol: 'http' });

  it('yearly is 20 % off twelve months, as the pricing page shows', () => {
    expect(PRO_YEARLY_CENTS).toBe(9590);
  });

  it('creates both prices once, under one product; a second run changes nothing', async () => {
    expect(await findPriceId(stripe, 'monthly')).toBeNull();
    expect(await setupPrices(stripe)).toEqual({ created: ['pro_monthly', 'pro_yearly'], existing: [] });
    expect(await setupPrices(stripe)).toEqual({ created: [], existing: ['pro_monthly', 'pro_yearly'] });
    expect(fake.products.size).toBe(1);
    const prices = [...fake.prices.values()];
    expect(prices).toHaveLength(2);
    expect(prices.map((p) => [p.lookup_key, p.unit_amount, p.recurring.interval])).toEqual([
      ['pro_monthly', 999, 'month'],
      ['pro_yearly', 9590, 'year'],
    ]);
    expect(await findPriceId(stripe, 'yearly')).toBe(prices[1]!.id);
  });
});
