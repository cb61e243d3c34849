/** The billing feature's public module for other features: a user's plan for their export, and ending it. */
export { type BillingAccess, cancelSubscriptionNow, subscriptionSummaryOf } from './personal-data.ts';
