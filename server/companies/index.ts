import type { EdgarClient } from '#server/edgar/edgar-client.ts';
import type { FeatureModule } from '#server/http/feature-module.ts';
import type { Schedules } from '#server/jobs/schedules.ts';
import type { JobRunner } from '#server/jobs/types.ts';
import { type CatalogueJobDeps, registerCatalogueJobs } from './catalogue/catalogue-jobs.ts';
import type { FinnhubClient } from './catalogue/finnhub-client.ts';
import { type CompaniesDeps, createCompanyRoutes } from './routes.ts';

/** The companies feature's public module for other features: catalogue lookups by ticker. */

export {
  catalogueCompaniesByCik,
  catalogueEntryOf,
  catalogueProfileOf,
  companyCikOf,
  companySummariesOf,
} from './catalogue-lookups.ts';
export { assertOwnList, getLists } from './company-lists.ts';
export { type SavedCompanyRecord, savedCompanyRecordsOf, viewHistoryOf } from './personal-data.ts';
export {
  anySavedCompanyWithCik,
  countSavedCompaniesWithCik,
  savedCompaniesOf,
  savedCompaniesWithCik,
  saversOf,
  savingsOfCompany,
  usersWithSavedCompanies,
  type WatchedRef,
} from './saved-company-reads.ts';
export type { FinnhubClient };

export interface CompaniesModuleDeps extends CompaniesDeps {
  edgar: EdgarClient;
  /** The market-data provider; null when FINNHUB_API_KEY is unset. */
  finnhub: FinnhubClient | null;
  jobs: JobRunner;
  schedules: Schedules;
  auditCleanedNames: CatalogueJobDeps['auditCleanedNames'];
}

/** The companies feature: search, views, saved companies, lists, prospecting, and the catalogue's import jobs. */
export const companiesModule: FeatureModule<CompaniesModuleDeps> = {
  name: 'companies',
  routes: createCompanyRoutes,
  jobs(deps) {
    registerCatalogueJobs({ ...deps, pacing: deps.config.IMPORT_PACING });
  },
};
