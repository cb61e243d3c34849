import type { FeatureModule } from '#server/http/feature-module.ts';
import { createFinancialsRoutes, type FinancialsDeps } from './routes.ts';

/** A company's figures from its XBRL facts (cached), for the account brief's revenue trend. */
export { companyFinancials } from './company-financials.ts';
/** The XBRL tags behind each figure: the catalogue reads revenue for every company from the same tags. */
export { CONCEPTS } from './concepts.ts';

/** The financials feature: a company's Financials tab from its XBRL facts. */
export const financialsModule: FeatureModule<FinancialsDeps> = {
  name: 'financials',
  routes: createFinancialsRoutes,
};
