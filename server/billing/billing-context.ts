import type { Logger } from 'pino';
import Stripe from 'stripe';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';

/** What the billing functions need; routes build it from `AppDeps`. */
export interface BillingContext {
  db: Db;
  stripe: Stripe;
  log: Logger;
  clock: () => Date;
  appUrl: string;
}

export const CHECKOUT_FAILED = 'Failed to start the checkout process. Please try again later.';
export const PORTAL_FAILED = 'Something went wrong. Please try again later.';

export function billingNotConfigured(): AppError {
  return new AppError('BILLING_NOT_CONFIGURED', 'Billing is not configured on this server');
}

/**
 * Runs a Stripe call; any Stripe failure (down, timeout, refused) becomes a 503 with the spec's text for the user
 * and Stripe's own message in the log only. Our own AppErrors pass through.
 */
export async function callStripe<T>(userMessage: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Stripe.errors.StripeError) {
      throw new AppError('STRIPE_UNAVAILABLE', userMessage, {
        detail: `stripe ${error.type}: ${error.message}`,
        headers: { 'Retry-After': '30' },
        cause: error,
      });
    }
    throw error;
  }
}
