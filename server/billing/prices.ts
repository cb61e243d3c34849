import type Stripe from 'stripe';
import { type PlanInterval, PRO_MONTHLY_CENTS, PRO_YEARLY_CENTS, TRIAL_DAYS } from '../../contract/plans.ts';

export type { PlanInterval };

export const PRICE_LOOKUP_KEYS: Record<PlanInterval, string> = {
  monthly: 'pro_monthly',
  yearly: 'pro_yearly',
};

export { PRO_YEARLY_CENTS, TRIAL_DAYS };

const PRO_PRODUCT_NAME = '10Kai Pro';

/** The price id behind a lookup key, or null when `npm run stripe:setup` has not created it. */
export async function findPriceId(stripe: Stripe, interval: PlanInterval): Promise<string | null> {
  const prices = await stripe.prices.list({
    lookup_keys: [PRICE_LOOKUP_KEYS[interval]],
    active: true,
    limit: 1,
  });
  return prices.data[0]?.id ?? null;
}

/** Which plan interval a subscription's price is on, from its lookup key. */
export function intervalOfLookupKey(lookupKey: string | null | undefined): PlanInterval | null {
  if (lookupKey === PRICE_LOOKUP_KEYS.monthly) return 'monthly';
  if (lookupKey === PRICE_LOOKUP_KEYS.yearly) return 'yearly';
  return null;
}

/**
 * `npm run stripe:setup`: the Pro product and its two prices, created only when missing (found by lookup key), so
 * running it twice changes nothing.
 */
export async function setupPrices(stripe: Stripe): Promise<{ created: string[]; existing: string[] }> {
  const created: string[] = [];
  const existing: string[] = [];
  const wanted = [
    { key: PRICE_LOOKUP_KEYS.monthly, amount: PRO_MONTHLY_CENTS, interval: 'month' as const },
    { key: PRICE_LOOKUP_KEYS.yearly, amount: PRO_YEARLY_CENTS, interval: 'year' as const },
  ];
  const found = await stripe.prices.list({ lookup_keys: wanted.map((w) => w.key), active: true, limit: 10 });
  let productId = found.data.map((price) => price.product).find((id): id is string => typeof id === 'string');
  for (const price of wanted) {
    if (found.data.some((p) => p.lookup_key === price.key)) {
      existing.push(price.key);
      continue;
    }
    productId ??= (
      await stripe.products.create(
        { name: PRO_PRODUCT_NAME, metadata: { app: '10kai' } },
        { idempotencyKey: '10kai-setup-product-pro' },
      )
    ).id;
    await stripe.prices.create(
      {
        product: productId,
        currency: 'usd',
        unit_amount: price.amount,
        recurring: { interval: price.interval },
        lookup_key: price.key,
        nickname: `Pro ${price.interval}ly`,
      },
      { idempotencyKey: `10kai-setup-price-${price.key}-${price.amount}` },
    );
    created.push(price.key);
  }
  return { created, existing };
}
