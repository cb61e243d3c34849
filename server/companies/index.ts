/** The companies feature's public module for other features: catalogue lookups by ticker. */
export { catalogueEntryOf, companyCikOf } from './catalogue-lookups.ts';
export { assertOwnList, getLists } from './company-lists.ts';
export { type SavedCompanyRecord, savedCompanyRecordsOf, viewHistoryOf } from './personal-data.ts';
export {
  type SavedCompanyRef,
  type Saving,
  savedCompaniesOf,
  saversOf,
  savingsWithCik,
  usersWithSavedCompanies,
} from './saved-company-reads.ts';
