/** Row shapes of the companies API, derived from `contract/companies.ts` (never written by hand). */
export type { Company, CompanyList, RecentView, SavedCompany } from '@contract/companies';

export type CompanyId = string;
export type ListId = string;
export type { Industry, Prospect, ScreenSort, Sector } from '@contract/prospects';
