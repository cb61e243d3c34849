/** The companies feature's public module: the only path other features and the app layer import it by. */
export { DETAIL_TABS, type DetailTab } from './components/company-detail';
export { ProspectsSection } from './components/prospects-section';
export { SavedCompaniesSection } from './components/saved-companies-section';
export { SearchSection } from './components/search-section';
