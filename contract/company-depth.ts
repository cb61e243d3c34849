import { z } from 'zod/mini';
import { isoDate as date, tickerUpper } from './fields.ts';

/**
 * The company-depth API (`/api/companies/:ticker/{filings,events,financials}`): validated on the way out by the
 * server, imported as types by the web app. Field names follow the rest of the API (snake_case).
 */

/** The company of a company-depth route, upper-cased as the tables store it. */
export const companyParams = z.object({ ticker: tickerUpper });

/** Most 8-K events one answer holds. */
export const MAX_EVENTS = 500;

/** How fresh the answer is: `stale` when EDGAR could not be reached and this is the last copy read. */
const freshness = z.object({
  fetched_at: z.string(),
  age_seconds: z.int().check(z.nonnegative()),
  stale: z.boolean(),
});

const companyProfile = z.object({
  cik: z.string(),
  name: z.string(),
  exchanges: z.array(z.string()),
  sic: z.nullable(z.string()),
  sic_description: z.nullable(z.string()),
  state_of_incorporation: z.nullable(z.string()),
  fiscal_year_end: z.nullable(z.string()),
  /** EDGAR's earlier names of the registrant, newest first. */
  former_names: z.array(z.string()),
  website: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  business_address: z.nullable(z.string()),
  latest: z.object({ '10-K': z.nullable(date), '10-Q': z.nullable(date), '8-K': z.nullable(date) }),
});

const historyFiling = z.object({
  accession_number: z.string(),
  form: z.string(),
  /** The form without its amendment suffix: '10-K' for a 10-K/A. */
  base_form: z.string(),
  amendment: z.boolean(),
  filing_date: date,
  report_date: z.nullable(date),
  fiscal_year: z.int(),
  description: z.string(),
  document_url: z.string(),
});

export const companyFilingsResponse = z.extend(freshness, {
  ticker: z.string(),
  company: companyProfile,
  /** 0 = the newest filings; 1… = EDGAR's older pages. */
  page: z.int().check(z.nonnegative()),
  next_page: z.nullable(z.int().check(z.positive())),
  filings: z.array(historyFiling).check(z.maxLength(1000)),
});

const companyEvent = z.object({
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

export const companyEventsResponse = z.extend(freshness, {
  ticker: z.string(),
  events: z.array(companyEvent).check(z.maxLength(MAX_EVENTS)),
  total: z.int().check(z.nonnegative()),
});

const figureSource = z.object({
  accession_number: z.string(),
  form: z.string(),
  filed: date,
  url: z.string(),
});

const figure = z.object({
  value: z.number(),
  /** Change against the same period a year earlier, as a fraction (0.12 = +12 %); null when not comparable. */
  yoy: z.nullable(z.number()),
  /** True when not reported as such but computed (a fourth quarter = fiscal year minus nine months). */
  derived: z.boolean(),
  tag: z.string(),
  source: figureSource,
});

const financialPeriod = z.object({
  label: z.string(),
  fiscal_year: z.int(),
  fiscal_quarter: z.nullable(z.int().check(z.gte(1), z.lte(4))),
  start: z.nullable(date),
  end: date,
  values: z.record(z.string(), figure),
});

const financialConcept = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.enum(['USD', 'USD/shares', 'count']),
  kind: z.enum(['duration', 'instant']),
});

export const financialsResponse = z.extend(freshness, {
  ticker: z.string(),
  cik: z.string(),
  entity_name: z.nullable(z.string()),
  has_data: z.boolean(),
  currency: z.string(),
  fiscal_year_end: z.nullable(z.string()),
  concepts: z.array(financialConcept),
  annual: z.array(financialPeriod).check(z.maxLength(5)),
  quarterly: z.array(financialPeriod).check(z.maxLength(8)),
  latest: z.object({
    revenue: z.nullable(z.extend(figure, { period: z.string() })),
    employees: z.nullable(z.extend(figure, { period: z.string() })),
  }),
});

export type CompanyProfile = z.output<typeof companyProfile>;
export type HistoryFiling = z.output<typeof historyFiling>;
export type CompanyFilingsResponse = z.output<typeof companyFilingsResponse>;
export type CompanyEvent = z.output<typeof companyEvent>;
export type CompanyEventsResponse = z.output<typeof companyEventsResponse>;
export type Figure = z.output<typeof figure>;
export type FinancialPeriod = z.output<typeof financialPeriod>;
export type FinancialConcept = z.output<typeof financialConcept>;
export type FinancialsResponse = z.output<typeof financialsResponse>;
