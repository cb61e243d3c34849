import { z } from 'zod';
import { isoDate as date } from './fields.ts';

/**
 * The company-depth API (`/api/companies/:ticker/{filings,events,financials}`): validated on the way out by the
 * server, imported as types by the web app. Field names follow the rest of the API (snake_case).
 */

/** How fresh the answer is: `stale` when EDGAR could not be reached and this is the last copy read. */
export const freshness = z.object({
  fetched_at: z.string(),
  age_seconds: z.number().int().nonnegative(),
  stale: z.boolean(),
});

export const companyProfile = z.object({
  cik: z.string(),
  name: z.string(),
  exchanges: z.array(z.string()),
  sic: z.string().nullable(),
  sic_description: z.string().nullable(),
  state_of_incorporation: z.string().nullable(),
  fiscal_year_end: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  business_address: z.string().nullable(),
  latest: z.object({ '10-K': z.nullable(date), '10-Q': z.nullable(date), '8-K': z.nullable(date) }),
});

export const historyFiling = z.object({
  accession_number: z.string(),
  form: z.string(),
  /** The form without its amendment suffix: '10-K' for a 10-K/A. */
  base_form: z.string(),
  amendment: z.boolean(),
  filing_date: date,
  report_date: z.nullable(date),
  fiscal_year: z.number().int(),
  description: z.string(),
  document_url: z.string(),
});

export const companyFilingsResponse = freshness.extend({
  ticker: z.string(),
  company: companyProfile,
  /** 0 = the newest filings; 1… = EDGAR's older pages. */
  page: z.number().int().nonnegative(),
  next_page: z.number().int().positive().nullable(),
  filings: z.array(historyFiling).max(1000),
});

export const companyEvent = z.object({
  accession_number: z.string(),
  form: z.string(),
  filing_date: date,
  report_date: z.nullable(date),
  items: z.array(z.object({ code: z.string(), name: z.string() })),
  kinds: z.array(z.string()),
  sales_trigger: z.boolean(),
  document_url: z.string(),
  /** EDGAR's index page of the filing, which lists its exhibits (the press release is usually exhibit 99.1). */
  index_url: z.string(),
});

export const companyEventsResponse = freshness.extend({
  ticker: z.string(),
  events: z.array(companyEvent).max(500),
  total: z.number().int().nonnegative(),
});

export const figureSource = z.object({
  accession_number: z.string(),
  form: z.string(),
  filed: date,
  url: z.string(),
});

export const figure = z.object({
  value: z.number(),
  /** Change against the same period a year earlier, as a fraction (0.12 = +12 %); null when not comparable. */
  yoy: z.number().nullable(),
  /** True when not reported as such but computed (a fourth quarter = fiscal year minus nine months). */
  derived: z.boolean(),
  tag: z.string(),
  source: figureSource,
});

export const financialPeriod = z.object({
  label: z.string(),
  fiscal_year: z.number().int(),
  fiscal_quarter: z.number().int().min(1).max(4).nullable(),
  start: z.nullable(date),
  end: date,
  values: z.record(z.string(), figure),
});

export const financialConcept = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.enum(['USD', 'USD/shares', 'count']),
  kind: z.enum(['duration', 'instant']),
});

export const financialsResponse = freshness.extend({
  ticker: z.string(),
  cik: z.string(),
  entity_name: z.string().nullable(),
  has_data: z.boolean(),
  currency: z.string(),
  fiscal_year_end: z.string().nullable(),
  concepts: z.array(financialConcept),
  annual: z.array(financialPeriod).max(5),
  quarterly: z.array(financialPeriod).max(8),
  latest: z.object({
    revenue: figure.extend({ period: z.string() }).nullable(),
    employees: figure.extend({ period: z.string() }).nullable(),
  }),
});

export type CompanyProfile = z.infer<typeof companyProfile>;
export type HistoryFiling = z.infer<typeof historyFiling>;
export type CompanyFilingsResponse = z.infer<typeof companyFilingsResponse>;
export type CompanyEvent = z.infer<typeof companyEvent>;
export type CompanyEventsResponse = z.infer<typeof companyEventsResponse>;
export type Figure = z.infer<typeof figure>;
export type FinancialPeriod = z.infer<typeof financialPeriod>;
export type FinancialConcept = z.infer<typeof financialConcept>;
export type FinancialsResponse = z.infer<typeof financialsResponse>;
