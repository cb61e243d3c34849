import type * as billing from '@contract/billing';
import type { BodyOf, ClientResult } from '@contract/endpoint';
import { ApiError, request } from '@/lib/api-client';
import type { BillingPeriod } from '../lib/pricing';

/** Statuses whose `{error}` text is meant for the user: not signed in, a refused request, billing switched off. */
const SERVER_EXPLAINS = new Set([400, 401, 403, 409, 422, 503]);

const CHECKOUT_FAILED = 'Failed to start the checkout process. Please try again later.';

type CreateCheckout = typeof billing.createCheckout;
/**
 * The contract's endpoint by type only: the public pages must not bundle its zod schemas, so the method and path
 * are written here and checked against the contract by typecheck.
 */
const createCheckout = {
  method: 'post',
  path: '/stripe/create-checkout',
} as const satisfies Pick<CreateCheckout, 'method' | 'path'>;

/** `POST /api/stripe/create-checkout`: the hosted Checkout address to send the browser to. */
export async function startCheckout(planType: BillingPeriod): Promise<string> {
  const body: BodyOf<CreateCheckout> = { planType };
  const { url } = await request<ClientResult<CreateCheckout>>(
    createCheckout.method.toUpperCase(),
    createCheckout.path,
    body,
  );
  if (!url) throw new ApiError(502, CHECKOUT_FAILED, 'CHECKOUT_NO_URL');
  return url;
}

/**
 * What the user reads when checkout cannot start: the server's own words when it explains a configuration state
 * (503, e.g. 'Billing is not configured on this server') or a client mistake, the spec's text otherwise.
 */
export function checkoutErrorMessage(error: unknown): string {
  if (error instanceof ApiError && SERVER_EXPLAINS.has(error.status)) return error.message;
  return CHECKOUT_FAILED;
}
