import {
  FREE_MONTHLY_ANALYSES,
  FREE_SAVED_COMPANY_LIMIT,
  type PlanInterval,
  PRO_MONTHLY_PRICE,
  YEARLY_DISCOUNT,
} from '@contract/plans';

export { PRO_MONTHLY_PRICE };

export interface PlanPrice {
  /** What one month costs on this billing period. */
  perMonth: number;
  /** What is charged each billing period. */
  billed: number;
}

export function proPrice(period: PlanInterval): PlanPrice {
  if (period === 'monthly') return { perMonth: PRO_MONTHLY_PRICE, billed: PRO_MONTHLY_PRICE };
  const billed = Math.round(PRO_MONTHLY_PRICE * 12 * (1 - YEARLY_DISCOUNT) * 100) / 100;
  return { perMonth: Math.floor((billed / 12) * 100) / 100, billed };
}

export function formatUsd(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

export interface Plan {
  id: 'free' | 'pro' | 'enterprise';
  name: string;
  tagline: string;
  features: string[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    tagline: 'For trying 10Kai on your next few prospects.',
    features: [
      `${FREE_MONTHLY_ANALYSES} analyses a month`,
      `${FREE_SAVED_COMPANY_LIMIT} saved companies in your own lists`,
      '10-K, 10-Q and 8-K filings, with alerts when they file',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    tagline: 'For sellers who research accounts every week.',
    // PRO_BENEFITS (contract/pro-benefits.ts), written out: importing it costs the landing page's budget bytes.
    features: [
      'Unlimited analyses',
      'Unlimited saved companies',
      'CRM export to Salesforce and HubSpot',
      'Technology signals (Free: 2)',
      'Ask a filing (Free: 5 a month)',
      'The account brief',
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    tagline: 'For sales teams that share research.',
    features: [
      'Everything in Pro',
      'Up to 1,000 team members',
      'Team admin dashboard',
      'Single sign-on (OpenID Connect)',
    ],
  },
];
