import { ApiError, api } from '@/lib/api-client';
import type { BillingPeriod } from '../lib/pricing';

/** Statuses whose `{error}` text is meant for the user: not signed in, a refused request, billing switched off. */
const SERVER_EXPLAINS = new Set([400, 401, 403, 409, 422, 503]);

export const CHECKOUT_FAILED = 'Failed to start the checkout process. Please try again later.';

interface CheckoutResponse {
  url: string;
}

/** `POST /api/stripe/create-checkout`: the hosted Checkout address to send the browser to. */
export async function startCheckout(planType: BillingPeriod): Promise<string> {
  const { url } = await api.post<CheckoutResponse>('/stripe/create-checkout', { planType });
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
