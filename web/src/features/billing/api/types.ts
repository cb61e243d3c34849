export type PlanInterval = 'monthly' | 'yearly';

/** `GET /api/stripe/subscription`: the spec's fields plus what the account page shows. */
export interface Subscription {
  plan_type: string;
  status: string;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  plan: 'free' | 'pro';
  interval: PlanInterval | null;
  payment_past_due: boolean;
  has_billing_account: boolean;
}
