/** The billing feature's public module; `checkout.ts` beside it is the zod-free one the pricing page uses. */
export { ProBenefitsList } from './components/pro-benefits-list';
export { SubscriptionSection } from './components/subscription-section';
export { SubscriptionTab } from './components/subscription-tab';
export { UpgradeButton } from './components/upgrade-button';
