/** The companies feature's public module: the only path other features and the app layer import it by. */
export { DETAIL_TABS, type DetailTab } from './components/company-detail';
/** How another feature (an alert) links to a saved filing search, run on the Prospects page. */
export { filingSearchHref } from './components/filing-search-link';
export { ProspectsSection } from './components/prospects-section';
export { SavedCompaniesSection } from './components/saved-companies-section';
export { SearchSection } from './components/search-section';
