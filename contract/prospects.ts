import { z } from 'zod/mini';
import { company } from './companies.ts';
import { defineEndpoint } from './endpoint.ts';
import { ticker } from './fields.ts';

/**
 * Prospecting (issue #31): screen the catalogue by sector, SEC industry (SIC), exchange, state of incorporation and
 * revenue, and find a company's peers. Companies sharing a CIK (share classes, preferreds) answer once.
 */

/** The product's sectors: what the SIC mapping, the keyword rules and the provider table produce. */
export const SECTORS = [
  'Communication Services',
  'Consumer Discretionary',
  'Consumer Staples',
  'Energy',
  'Financials',
  'Healthcare',
  'Industrials',
  'Information Technology',
  'Materials',
  'Real Estate',
  'Utilities',
  'Other',
] as const;
export type Sector = (typeof SECTORS)[number];

export const SCREEN_SORTS = ['revenue', 'name'] as const;
export type ScreenSort = (typeof SCREEN_SORTS)[number];
export const SCREEN_PAGE_SIZE = 50;
const SCREEN_MAX_PAGE = 1000;
export const MAX_SIMILAR = 10;

/** A company with what a screen filters on; revenue in USD with its period ('CY2024'), when known. */
const prospect = z.extend(company, {
  sic: z.nullable(z.int()),
  state_of_incorporation: z.nullable(z.string()),
  revenue: z.nullable(z.number()),
  revenue_period: z.nullable(z.string()),
});
export type Prospect = z.output<typeof prospect>;

const revenue = z.coerce
  .number({ error: 'must be a number of US dollars' })
  .check(z.gte(0, 'must be 0 or more'), z.lte(1e13, 'must be at most 10 trillion'));

export const screenQuery = z
  .object({
    sector: z.optional(z.enum(SECTORS, { error: `must be one of: ${SECTORS.join(', ')}` })),
    sic: z.optional(
      z.coerce
        .number({ error: 'must be a SIC code' })
        .check(
          z.int('must be a SIC code'),
          z.gte(1, 'must be a SIC code'),
          z.lte(9999, 'must be a SIC code'),
        ),
    ),
    exchange: z.optional(
      z.string().check(z.trim(), z.regex(/^[A-Za-z ]{1,49}$/, 'letters only, at most 49'), z.toUpperCase()),
    ),
    state: z.optional(
      z
        .string()
        .check(z.trim(), z.regex(/^[A-Za-z0-9]{2}$/, 'a two-letter code such as DE'), z.toUpperCase()),
    ),
    minRevenue: z.optional(revenue),
    maxRevenue: z.optional(revenue),
    sort: z._default(
      z.enum(SCREEN_SORTS, { error: `must be one of: ${SCREEN_SORTS.join(', ')}` }),
      'revenue',
    ),
    page: z._default(
      z.coerce
        .number({ error: 'must be a page number' })
        .check(z.int('must be a page number'), z.gte(1, 'must be 1 or more'), z.lte(SCREEN_MAX_PAGE)),
      1,
    ),
  })
  .check(
    z.refine(
      (query) =>
        query.minRevenue === undefined ||
        query.maxRevenue === undefined ||
        query.minRevenue <= query.maxRevenue,
      { message: 'minRevenue must not be more than maxRevenue', path: ['minRevenue'] },
    ),
  );
export type ScreenQuery = z.output<typeof screenQuery>;

const tags = ['Prospects'];

export const screenCompanies = defineEndpoint({
  method: 'get',
  path: '/companies/screen',
  summary:
    'Companies by sector, SIC industry, exchange, state of incorporation and revenue band, by revenue or name, 50 a page',
  tags,
  auth: 'user',
  query: screenQuery,
  response: z.object({
    total: z.int().check(z.nonnegative()),
    page: z.int().check(z.positive()),
    pageSize: z.int().check(z.positive()),
    companies: z.array(prospect).check(z.maxLength(SCREEN_PAGE_SIZE)),
  }),
  errors: [],
});

const industry = z.object({
  sic: z.int(),
  title: z.string(),
  companies: z.int().check(z.positive()),
});
export type Industry = z.output<typeof industry>;

export const getIndustries = defineEndpoint({
  method: 'get',
  path: '/companies/industries',
  summary: 'The SIC industries of the catalogue with how many companies each holds, by code',
  tags,
  auth: 'user',
  response: z.object({ industries: z.array(industry) }),
  errors: [],
});

export const similarCompanies = defineEndpoint({
  method: 'get',
  path: '/companies/:ticker/similar',
  summary: 'Companies in the same SIC industry, then the same major group, closest in size first',
  tags,
  auth: 'user',
  params: z.object({ ticker }),
  response: z.object({
    basis: z.enum(['sic', 'sector', 'none']),
    companies: z.array(prospect).check(z.maxLength(MAX_SIMILAR)),
  }),
  errors: ['COMPANY_NOT_FOUND'],
});

/** Every endpoint of the feature, for the OpenAPI document. */
export const prospectsEndpoints = [screenCompanies, getIndustries, similarCompanies];
