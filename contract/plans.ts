/**
 * The plans in one place: limits, prices, the trial and which subscription statuses keep
 * Pro. Read by the server's rules, the pricing page and the account page. Plain constants, no zod: the public
 * landing and pricing bundle imports this file.
 */
export const PLANS = ['free', 'pro'] as const;
export type Plan = (typeof PLANS)[number];

/** Free keeps at most this many saved companies; Pro is unlimited. */
export const FREE_SAVED_COMPANY_LIMIT = 5;
/** Free runs at most this many analyses per UTC calendar month; Pro is unlimited. */
export const FREE_MONTHLY_ANALYSES = 10;

/** Pro's price in US cents; yearly billing takes 20 % off twelve months ($95.90). */
export const PRO_MONTHLY_CENTS = 999;
export const YEARLY_DISCOUNT = 0.2;
export const PRO_YEARLY_CENTS = Math.round(PRO_MONTHLY_CENTS * 12 * (1 - YEARLY_DISCOUNT));
export const PRO_MONTHLY_PRICE = PRO_MONTHLY_CENTS / 100;

/** Pro starts with a free trial, once per user. */
export const TRIAL_DAYS = 14;

/**
 * Statuses that keep Pro. `trialing` counts because the trial is the product we sell: the card is on file and
 * Stripe charges it when the trial ends. `past_due` keeps Pro while Stripe retries the card (the UI points to the
 * billing portal); Stripe itself moves the subscription to `canceled` or `unpaid` when the retries run out.
 * Everything else — `canceled`, `unpaid`, `incomplete`, `incomplete_expired`, `paused` — is Free at once.
 */
export const PRO_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'];

export const PLAN_LIMIT_MESSAGE = `The Free plan keeps up to ${FREE_SAVED_COMPANY_LIMIT} saved companies. Upgrade to Pro to save unlimited companies.`;
export const QUOTA_EXCEEDED_MESSAGE = `You've reached your free tier limit of ${FREE_MONTHLY_ANALYSES} analyses this month. Upgrade to Pro for unlimited analyses.`;

/** How Pro is billed: the Checkout choice and the subscription's interval. */
export const PLAN_INTERVALS = ['monthly', 'yearly'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

/**
 * The Team plan (ADR 0320): Pro for every member of a team, billed per seat at Pro's price (monthly, or yearly
 * 20 % off), with the same 14-day trial granted once per team. Stripe finds the prices by these lookup keys.
 */
/** A seat costs what Pro costs one user. */
export const TEAM_SEAT_MONTHLY_CENTS = 999;
export const TEAM_SEAT_YEARLY_CENTS = Math.round(TEAM_SEAT_MONTHLY_CENTS * 12 * (1 - YEARLY_DISCOUNT));
export const TEAM_SEAT_LOOKUP_KEYS: Record<PlanInterval, string> = {
  monthly: 'team_seat_monthly',
  yearly: 'team_seat_yearly',
};
/** A team without the Team plan may have this many members, who keep their own plans (sharing is how teams start). */
export const FREE_TEAM_MEMBERS = 3;
/** At most this many seats per team through Checkout (larger teams talk to sales). */
export const MAX_TEAM_SEATS = 1000;
