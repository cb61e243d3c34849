/**
 * `npm run stripe:setup`: creates the Pro product and its prices (lookup keys `pro_monthly` $9.99/month and
 * `pro_yearly` $95.90/year, 20 % off) and the Team product's per-seat prices (`team_seat_monthly` $9.99 and
 * `team_seat_yearly` $95.90 a seat, ADR 0320) in the Stripe account STRIPE_SECRET_KEY belongs to. Safe to run again:
 * prices that already exist under their lookup key are left alone. STRIPE_API_BASE points it at the local fake.
 */
import { setupPrices } from '../server/billing/prices.ts';
import { createStripeClient } from '../server/billing/stripe-client.ts';
import { loadConfig } from '../server/config.ts';

const stripe = createStripeClient(loadConfig(process.env));
if (!stripe) {
  console.error('STRIPE_SECRET_KEY is not set: nothing to set up.');
  process.exit(1);
}
const { created, existing } = await setupPrices(stripe);
for (const key of existing) console.log(`price ${key}: already exists`);
for (const key of created) console.log(`price ${key}: created`);
