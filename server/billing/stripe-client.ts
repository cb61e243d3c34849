import Stripe from 'stripe';
import type { Config } from '#server/config.ts';

/**
 * The real Stripe SDK, built from config; `null` when billing is off (no key). `STRIPE_API_BASE` points it at the
 * local fake through the SDK's own host/port/protocol options, so tests and offline mode run the production code.
 */
export function createStripeClient(config: Config): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    appInfo: { name: '10Kai' },
    // One retry on network errors and 409s (Stripe's answer to a concurrent request with the same idempotency key).
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}
