import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { timestamp } from './fields.ts';
import { PLAN_INTERVALS, PLANS } from './plans.ts';

/**
 * Billing through Stripe. The subscription answers with billing switched off too (everyone is
 * then Free); the Checkout and portal routes answer 503 `BILLING_NOT_CONFIGURED` then. The plan, price and status
 * always come from Stripe, never from the browser.
 */

const planInterval = z.enum(PLAN_INTERVALS);

/** `GET /api/stripe/subscription`: the spec's fields plus what the account page needs. */
export const subscription = z.object({
  plan_type: z.string(),
  status: z.string(),
  current_period_end: z.nullable(timestamp),
  cancel_at_period_end: z.boolean(),
  plan: z.enum(PLANS),
  interval: z.nullable(planInterval),
  payment_past_due: z.boolean(),
  has_billing_account: z.boolean(),
});

const WEBHOOK_OUTCOMES = ['processed', 'duplicate', 'ignored'] as const;

export type Subscription = z.output<typeof subscription>;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

const tags = ['Billing'];
const hostedPage = z.object({ url: z.string() });

export const getSubscription = defineEndpoint({
  method: 'get',
  path: '/stripe/subscription',
  summary: "The caller's plan and subscription (Free when billing is switched off)",
  tags,
  auth: 'user',
  response: subscription,
  errors: [],
});

export const createCheckout = defineEndpoint({
  method: 'post',
  path: '/stripe/create-checkout',
  summary:
    'A hosted Stripe Checkout address for Pro; only `planType` is read (a plan, status or price sent is ignored)',
  tags,
  auth: 'user',
  body: z.object({ planType: z._default(planInterval, 'monthly') }),
  response: hostedPage,
  errors: [
    'BILLING_NOT_CONFIGURED',
    'ALREADY_SUBSCRIBED',
    'BILLING_NOT_SET_UP',
    'STRIPE_NO_URL',
    'STRIPE_UNAVAILABLE',
  ],
});

export const createPortal = defineEndpoint({
  method: 'post',
  path: '/stripe/create-portal',
  summary:
    'A hosted Stripe billing-portal address (card, monthly/yearly, cancel) for a caller who has a customer',
  tags,
  auth: 'user',
  response: hostedPage,
  errors: ['BILLING_NOT_CONFIGURED', 'NO_SUBSCRIPTION', 'STRIPE_UNAVAILABLE'],
});

export const syncCheckout = defineEndpoint({
  method: 'post',
  path: '/stripe/sync-checkout',
  summary:
    "Back from Checkout: read the caller's own session from Stripe now, so Pro shows before the webhook",
  tags,
  auth: 'user',
  body: z.object({
    sessionId: z.string().check(z.regex(/^cs_[A-Za-z0-9_]{1,200}$/, 'not a checkout session id')),
  }),
  response: subscription,
  errors: ['BILLING_NOT_CONFIGURED', 'CHECKOUT_SESSION_NOT_FOUND', 'STRIPE_UNAVAILABLE'],
});

/**
 * Stripe's events. The request body is Stripe's raw signed payload, not described by a schema on purpose: the
 * signature is verified over the exact bytes, so no validator may read or parse it first (and it is exempt from the
 * origin check and the input guard). No session: the `Stripe-Signature` header authenticates it.
 */
export const stripeWebhook = defineEndpoint({
  method: 'post',
  path: '/stripe/webhook',
  summary:
    "Stripe's events (raw body verified by its `Stripe-Signature` header, never parsed before; handled once per event id)",
  tags,
  auth: 'public',
  response: z.object({ received: z.literal(true), outcome: z.enum(WEBHOOK_OUTCOMES) }),
  errors: ['BILLING_NOT_CONFIGURED', 'WEBHOOK_SIGNATURE_INVALID', 'STRIPE_UNAVAILABLE'],
});

/** Every endpoint of the feature, for the OpenAPI document. */
export const billingEndpoints = [getSubscription, createCheckout, createPortal, syncCheckout, stripeWebhook];
