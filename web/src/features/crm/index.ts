/** The CRM feature's public module: the only path other features and the app layer import it by. */
export { ConnectionsSection } from './components/connections-section';
export { CrmExportButtons } from './components/crm-export-buttons';
export { CrmExportResume } from './components/crm-export-resume';
