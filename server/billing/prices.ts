import type Stripe from 'stripe';
import {
  type PlanInterval,
  PRO_MONTHLY_CENTS,
  PRO_YEARLY_CENTS,
  TEAM_SEAT_LOOKUP_KEYS,
  TEAM_SEAT_MONTHLY_CENTS,
  TEAM_SEAT_YEARLY_CENTS,
  TRIAL_DAYS,
} from '../../contract/plans.ts';

export type { PlanInterval };

export const PRICE_LOOKUP_KEYS: Record<PlanInterval, string> = {
  monthly: 'pro_monthly',
  yearly: 'pro_yearly',
};

export { PRO_YEARLY_CENTS, TRIAL_DAYS };

const PRODUCTS = {
  pro: { name: '10Kai Pro', label: 'Pro' },
  team: { name: '10Kai Team', label: 'Team seat' },
};

/**
 * The price id behind a lookup key (Pro's, or the Team plan's per-seat price), or null when `npm run stripe:setup`
 * has not created it.
 */
export async function findPriceId(
  stripe: Stripe,
  interval: PlanInterval,
  plan: keyof typeof PRODUCTS = 'pro',
): Promise<string | null> {
  const keys = plan === 'team' ? TEAM_SEAT_LOOKUP_KEYS : PRICE_LOOKUP_KEYS;
  const prices = await stripe.prices.list({ lookup_keys: [keys[interval]], active: true, limit: 1 });
  return prices.data[0]?.id ?? null;
}

/** Which plan interval a subscription's price is on, from its lookup key. */
export function intervalOfLookupKey(lookupKey: string | null | undefined): PlanInterval | null {
  if (lookupKey === PRICE_LOOKUP_KEYS.monthly) return 'monthly';
  if (lookupKey === PRICE_LOOKUP_KEYS.yearly) return 'yearly';
  return null;
}

/**
 * `npm run stripe:setup`: the Pro product with its two prices and the Team product with its two per-seat prices
 * (ADR 0320), each created only when missing (found by lookup key), so running it twice changes nothing.
 */
export async function setupPrices(stripe: Stripe): Promise<{ created: string[]; existing: string[] }> {
  const created: string[] = [];
  const existing: string[] = [];
  const wanted = [
    { plan: 'pro', key: PRICE_LOOKUP_KEYS.monthly, amount: PRO_MONTHLY_CENTS, interval: 'month' },
    { plan: 'pro', key: PRICE_LOOKUP_KEYS.yearly, amount: PRO_YEARLY_CENTS, interval: 'year' },
    { plan: 'team', key: TEAM_SEAT_LOOKUP_KEYS.monthly, amount: TEAM_SEAT_MONTHLY_CENTS, interval: 'month' },
    { plan: 'team', key: TEAM_SEAT_LOOKUP_KEYS.yearly, amount: TEAM_SEAT_YEARLY_CENTS, interval: 'year' },
  ] as const;
  const found = await stripe.prices.list({ lookup_keys: wanted.map((w) => w.key), active: true, limit: 10 });
  const productOf = (plan: string) =>
    found.data
      .filter((price) => wanted.some((w) => w.plan === plan && w.key === price.lookup_key))
      .map((price) => price.product)
      .find((id): id is string => typeof id === 'string');
  const products: Partial<Record<keyof typeof PRODUCTS, string>> = {
    pro: productOf('pro'),
    team: productOf('team'),
  };
  for (const price of wanted) {
    if (found.data.some((p) => p.lookup_key === price.key)) {
      existing.push(price.key);
      continue;
    }
    const product = PRODUCTS[price.plan];
    products[price.plan] ??= (
      await stripe.products.create(
        { name: product.name, metadata: { app: '10kai' } },
        { idempotencyKey: `10kai-setup-product-${price.plan}` },
      )
    ).id;
    await stripe.prices.create(
      {
        product: products[price.plan],
        currency: 'usd',
        unit_amount: price.amount,
        recurring: { interval: price.interval },
        lookup_key: price.key,
        nickname: `${product.label} ${price.interval}ly`,
      },
      { idempotencyKey: `10kai-setup-price-${price.key}-${price.amount}` },
    );
    created.push(price.key);
  }
  return { created, existing };
}
