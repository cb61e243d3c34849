/** The billing feature's public module: the only path other features and the app layer import it by. */
export { SubscriptionSection } from './components/subscription-section';
export { SubscriptionTab } from './components/subscription-tab';
export { UpgradeButton } from './components/upgrade-button';
