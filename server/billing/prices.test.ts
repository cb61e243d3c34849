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

  it('creates the Pro and per-seat Team prices once, one product each; a second run changes nothing', async () => {
    const keys = ['pro_monthly', 'pro_yearly', 'team_seat_monthly', 'team_seat_yearly'];
    expect(await findPriceId(stripe, 'monthly')).toBeNull();
    expect(await setupPrices(stripe)).toEqual({ created: keys, existing: [] });
    expect(await setupPrices(stripe)).toEqual({ created: [], existing: keys });
    expect(fake.products.size).toBe(2);
    const prices = [...fake.prices.values()];
    expect(prices.map((p) => [p.lookup_key, p.unit_amount, p.recurring.interval])).toEqual([
      ['pro_monthly', 999, 'month'],
      ['pro_yearly', 9590, 'year'],
      ['team_seat_monthly', 999, 'month'],
      ['team_seat_yearly', 9590, 'year'],
    ]);
    expect(prices[0]!.product).not.toBe(prices[2]!.product);
    expect(await findPriceId(stripe, 'yearly')).toBe(prices[1]!.id);
    expect(await findPriceId(stripe, 'yearly', 'team')).toBe(prices[3]!.id);
  });
});
