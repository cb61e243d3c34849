/** The alerts feature's public module: the only path other features and the app layer import it by. */
export { AlertsBadge } from './components/alerts-badge';
export { AlertsSection } from './components/alerts-section';
export { UpcomingSection } from './components/upcoming-section';
