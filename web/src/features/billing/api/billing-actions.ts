import * as contract from '@contract/billing';
import type { PlanInterval } from '@contract/plans';
import { ApiError } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';

const CHECKOUT_FAILED = 'Failed to start the checkout process. Please try again later.';
const PORTAL_FAILED = 'Something went wrong. Please try again later.';

/** Answers whose `{error}` is written for the user: billing switched off (503 BILLING_NOT_CONFIGURED), already Pro. */
function serverExplains(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.code === 'BILLING_NOT_CONFIGURED' || error.status === 409);
}

/** `POST /api/stripe/create-checkout`: the hosted Checkout address the browser then goes to. */
export async function createCheckout(planType: PlanInterval): Promise<string> {
  const { url } = await callApi(contract.createCheckout, { body: { planType } });
  if (!url) throw new Error('Failed to create checkout session');
  return url;
}

/** `POST /api/stripe/create-portal`: the hosted billing-portal address. */
export async function createPortal(): Promise<string> {
  const { url } = await callApi(contract.createPortal);
  if (!url) throw new Error('Failed to create portal session');
  return url;
}

export function checkoutErrorMessage(error: unknown): string {
  return serverExplains(error) ? error.message : CHECKOUT_FAILED;
}

export function portalErrorMessage(error: unknown): string {
  return serverExplains(error) ? error.message : PORTAL_FAILED;
}
