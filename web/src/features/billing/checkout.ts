import type { PlanInterval } from '@contract/plans';
import { ApiError } from '@/lib/api-client';
import { callPublicRoute, publicRoutes } from '@/lib/public-routes';

/*
 * The billing feature's second public module: the way to Stripe's hosted pages, for the pricing page as for the
 * account screens. Zod-free (the pricing page is public, within the landing budget), so it calls by `publicRoutes`.
 */

const CHECKOUT_FAILED = 'Failed to start the checkout process. Please try again later.';
const PORTAL_FAILED = 'Something went wrong. Please try again later.';

/**
 * Statuses whose `{error}` text is meant for the user: not signed in, a refused request (already Pro, no
 * subscription), billing switched off or Stripe unreachable (503, e.g. 'Billing is not configured on this server').
 */
const SERVER_EXPLAINS = new Set([400, 401, 403, 409, 503]);

function messageFor(error: unknown, fallback: string): string {
  return error instanceof ApiError && SERVER_EXPLAINS.has(error.status) ? error.message : fallback;
}

/** `POST /api/stripe/create-checkout`: the hosted Checkout address the browser then goes to. */
export async function startCheckout(planType: PlanInterval): Promise<string> {
  const { url } = await callPublicRoute(publicRoutes.createCheckout, { planType });
  if (!url) throw new ApiError(502, CHECKOUT_FAILED, 'CHECKOUT_NO_URL');
  return url;
}

/** `POST /api/stripe/create-portal`: the hosted billing-portal address. */
export async function openPortal(): Promise<string> {
  const { url } = await callPublicRoute(publicRoutes.createPortal);
  if (!url) throw new ApiError(502, PORTAL_FAILED, 'CHECKOUT_NO_URL');
  return url;
}

/**
 * `POST /api/stripe/sync-checkout`: back from Checkout, asks the server to read the session from Stripe now, so
 * the plan is Pro before the webhook arrives. Answers the plan it then holds.
 */
export async function syncCheckout(sessionId: string): Promise<'free' | 'pro'> {
  const { plan } = await callPublicRoute(publicRoutes.syncCheckout, { sessionId });
  return plan;
}

/** What the user reads when checkout cannot start: the server's own words when it explains, the spec's otherwise. */
export function checkoutErrorMessage(error: unknown): string {
  return messageFor(error, CHECKOUT_FAILED);
}

export function portalErrorMessage(error: unknown): string {
  return messageFor(error, PORTAL_FAILED);
}
