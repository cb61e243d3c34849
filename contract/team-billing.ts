import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { timestamp } from './fields.ts';
import { MAX_TEAM_SEATS } from './plans.ts';

/**
 * The Team plan (ADR 0320): Pro for every member of a team, billed per seat through Stripe Checkout and changed in
 * the billing portal. Only the team's owner buys or manages it; every member reads it. A team the caller is not on
 * answers 404 like every team route. Seats, status and price always come from Stripe, never from the browser.
 */
const tags = ['Team billing'];

const teamParams = z.object({
  teamId: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)),
});
const billingInterval = z.enum(['month', 'year']);
const hostedPage = z.object({ url: z.string() });
const stripeErrors = [
  'BILLING_NOT_CONFIGURED',
  'BILLING_NOT_SET_UP',
  'STRIPE_NO_URL',
  'STRIPE_UNAVAILABLE',
] as const;

const teamBilling = z.object({
  /**
   * `enterprise` once a site admin granted it (ADR 0325: billed by agreement, not here); `team` while the Team plan
   * keeps members on Pro (active, trialing, past due); `none` otherwise.
   */
  plan: z.enum(['enterprise', 'team', 'none']),
  /** Stripe's status of the team's subscription, or null before the first one. */
  status: z.nullable(z.string()),
  interval: z.nullable(billingInterval),
  /** Paid seats (the subscription's quantity); 0 without a live Team plan. */
  seats: z.number(),
  /** Members plus pending invitations: each holds a seat. */
  used: z.number(),
  /** How many members and pending invitations the team may have now: the paid seats, Enterprise's cap or the free cap. */
  seatLimit: z.number(),
  trialEnd: z.nullable(timestamp),
  currentPeriodEnd: z.nullable(timestamp),
  cancelAtPeriodEnd: z.boolean(),
  /** The card was declined and Stripe is retrying: members keep Pro and every member sees a banner. */
  pastDue: z.boolean(),
  /** The 14-day trial is still available to this team (once per team). */
  trialAvailable: z.boolean(),
  /** The caller is the team's owner: the one who buys and manages the plan. */
  canManage: z.boolean(),
});
export type TeamBillingView = z.input<typeof teamBilling>;

export const getTeamBilling = defineEndpoint({
  method: 'get',
  path: '/teams/:teamId/billing',
  summary: "The team's plan, status, paid and used seats, trial and period end (any member)",
  tags,
  auth: 'session',
  params: teamParams,
  response: teamBilling,
  errors: ['TEAM_NOT_FOUND'],
});

export const createTeamCheckout = defineEndpoint({
  method: 'post',
  path: '/teams/:teamId/billing/checkout',
  summary: `A hosted Stripe Checkout address for the Team plan with a quantity of seats (owner only; at least the members plus pending invitations, at most ${MAX_TEAM_SEATS})`,
  tags,
  auth: 'session',
  params: teamParams,
  body: z.object({
    interval: billingInterval,
    seats: z.number().check(z.int(), z.gte(1), z.lte(MAX_TEAM_SEATS)),
  }),
  response: hostedPage,
  errors: [
    'TEAM_NOT_FOUND',
    'TEAM_ROLE_REQUIRED',
    'ALREADY_SUBSCRIBED',
    'TEAM_SEATS_TOO_FEW',
    ...stripeErrors,
  ],
});

export const createTeamPortal = defineEndpoint({
  method: 'post',
  path: '/teams/:teamId/billing/portal',
  summary:
    "The Stripe billing portal for the team's subscription: seats (prorated), card, interval, cancel (owner only)",
  tags,
  auth: 'session',
  params: teamParams,
  response: hostedPage,
  errors: [
    'TEAM_NOT_FOUND',
    'TEAM_ROLE_REQUIRED',
    'NO_SUBSCRIPTION',
    'BILLING_NOT_CONFIGURED',
    'STRIPE_UNAVAILABLE',
  ],
});

export const teamBillingEndpoints = [getTeamBilling, createTeamCheckout, createTeamPortal] as const;
