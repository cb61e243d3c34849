/** The filings feature's public module: the only path other features and the app layer import it by. */
export type { SecFiling } from './api/types';
export { AvailableDocumentsCard } from './components/available-documents-card';
export { CompanyProfileCard } from './components/company-profile-card';
export { FilingsPanel } from './components/filings-panel';
