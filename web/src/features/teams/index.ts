export { TeamSwitcher } from './components/team-switcher';
