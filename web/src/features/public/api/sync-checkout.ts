import type * as billing from '@contract/billing';
import type { BodyOf, ClientResult } from '@contract/endpoint';
import { request } from '@/lib/api-client';

type SyncCheckout = typeof billing.syncCheckout;
/** The contract's endpoint by type only (no zod in the public bundle): method and path checked by typecheck. */
const syncCheckoutEndpoint = {
  method: 'post',
  path: '/stripe/sync-checkout',
} as const satisfies Pick<SyncCheckout, 'method' | 'path'>;

/**
 * `POST /api/stripe/sync-checkout`: back from Checkout, asks the server to read the session from Stripe now, so
 * the plan is Pro before the webhook arrives. Answers the plan it then holds.
 */
export async function syncCheckout(sessionId: string): Promise<'free' | 'pro'> {
  const body: BodyOf<SyncCheckout> = { sessionId };
  const { plan } = await request<ClientResult<SyncCheckout>>(
    syncCheckoutEndpoint.method.toUpperCase(),
    syncCheckoutEndpoint.path,
    body,
  );
  return plan;
}
