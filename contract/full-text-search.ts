import { z } from 'zod/mini';
import { defineEndpoint, empty } from './endpoint.ts';
import { ALERT_FORMS, alertForm, id, isoDate, ticker, timestamp } from './fields.ts';
import { SECTORS } from './prospects.ts';

/**
 * Full-text search across filings (issue #31 part 3): companies whose stored 10-K, 10-Q and 8-K passages say
 * something, grouped by company, each passage linked to its place in the filing (ADR 0316).
 */

export const FULL_TEXT_QUERY_MAX = 200;
export const FULL_TEXT_COMPANIES_MAX = 50;
export const FULL_TEXT_PASSAGES_PER_COMPANY = 3;

/** Printable text only: a NUL or other control character is refused, never passed to PostgreSQL. */
const query = z.string({ error: 'is required' }).check(
  z.trim(),
  z.minLength(1, 'must not be empty'),
  z.maxLength(FULL_TEXT_QUERY_MAX, `must be at most ${FULL_TEXT_QUERY_MAX} characters`),
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  z.refine((text) => !/[\u0000-\u001f\u007f]/.test(text), 'must not contain control characters'),
);

/** `forms=10-K,8-K`: a comma-separated subset of the three forms; all three when absent. */
const forms = z.pipe(
  z.string().check(z.trim()),
  z.transform((text, ctx) => {
    const parts = [...new Set(text.split(',').map((part) => part.trim().toUpperCase()))];
    const unknown = parts.filter((part) => !(ALERT_FORMS as readonly string[]).includes(part));
    if (unknown.length) {
      ctx.issues.push({
        code: 'custom',
        input: text,
        message: `must be a comma-separated list of: ${ALERT_FORMS.join(', ')}`,
      });
      return z.NEVER;
    }
    return parts as (typeof ALERT_FORMS)[number][];
  }),
);

export const fullTextQuery = z
  .object({
    q: query,
    forms: z.optional(forms),
    from: z.optional(isoDate),
    to: z.optional(isoDate),
    sector: z.optional(z.enum(SECTORS, { error: `must be one of: ${SECTORS.join(', ')}` })),
  })
  .check(
    z.refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
      message: 'from must not be after to',
      path: ['from'],
    }),
  );
export type FullTextQuery = z.output<typeof fullTextQuery>;

const passage = z.object({
  source: z.enum(['local', 'edgar']),
  accession: z.string(),
  form: z.string(),
  filingDate: isoDate,
  /** The section's title ('Risk Factors'); null when EDGAR's index only names the filing. */
  section: z.nullable(z.string()),
  /** `ts_headline` text with the matched words between « and ». */
  snippet: z.string(),
  /** Opens the filing at the passage (the viewer's `highlight=start-end`), or EDGAR's copy for an EDGAR hit. */
  url: z.string(),
});

const companyHits = z.object({
  /** The catalogue's company (what a list saves); null for a filer only EDGAR knows. */
  companyId: z.nullable(z.uuid()),
  ticker: z.nullable(ticker),
  cik: z.string(),
  name: z.string(),
  sector: z.nullable(z.string()),
  passages: z.array(passage).check(z.maxLength(FULL_TEXT_PASSAGES_PER_COMPANY)),
});
export type FullTextCompany = z.output<typeof companyHits>;

export const searchFilings = defineEndpoint({
  method: 'get',
  path: '/prospects/search',
  summary:
    'Companies whose stored filings say something: passages grouped by company, with highlighted snippets',
  tags: ['Prospects'],
  auth: 'user',
  query: fullTextQuery,
  response: z.object({
    companies: z.array(companyHits).check(z.maxLength(FULL_TEXT_COMPANIES_MAX)),
    /** Which sources answered, and a note when one could not (EDGAR unreachable: local results only). */
    sources: z.array(z.enum(['local', 'edgar'])),
    note: z.nullable(z.string()),
  }),
  errors: [],
});

/** Saved searches a user may keep: each one is matched against every newly indexed filing. */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 80;

const savedSearchName = z.string({ error: 'is required' }).check(
  z.trim(),
  z.minLength(1, 'must not be empty'),
  z.maxLength(SAVED_SEARCH_NAME_MAX, `must be at most ${SAVED_SEARCH_NAME_MAX} characters`),
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  z.refine((text) => !/[\u0000-\u001f\u007f]/.test(text), 'must not contain control characters'),
);

const savedSearch = z.object({
  id,
  name: z.string(),
  q: z.string(),
  /** The forms that alert; all three when the search was saved without a form filter. */
  forms: z.array(alertForm),
  sector: z.nullable(z.string()),
  createdAt: timestamp,
});
export type SavedFilingSearch = z.output<typeof savedSearch>;

export const listSavedSearches = defineEndpoint({
  method: 'get',
  path: '/prospects/saved-searches',
  summary: "The caller's saved filing searches, newest first: each alerts when a new filing says its words",
  tags: ['Prospects'],
  auth: 'user',
  response: z.object({ searches: z.array(savedSearch) }),
  errors: [],
});

export const saveSearch = defineEndpoint({
  method: 'post',
  path: '/prospects/saved-searches',
  summary:
    'Save a filing search (words, forms, sector): a filing indexed from now on that matches it alerts the caller once',
  tags: ['Prospects'],
  auth: 'user',
  body: z.strictObject({
    name: savedSearchName,
    q: query,
    forms: z.optional(
      z.array(alertForm).check(z.minLength(1, 'must name at least one form'), z.maxLength(3)),
    ),
    sector: z.optional(z.enum(SECTORS, { error: `must be one of: ${SECTORS.join(', ')}` })),
  }),
  response: savedSearch,
  status: 201,
  errors: ['TOO_MANY_SAVED_SEARCHES'],
});

export const deleteSavedSearch = defineEndpoint({
  method: 'delete',
  path: '/prospects/saved-searches/:id',
  summary: 'Delete one of the caller’s saved searches; it alerts no more (alerts already received stay)',
  tags: ['Prospects'],
  auth: 'user',
  params: z.object({ id }),
  response: empty,
  errors: ['NOT_FOUND'],
});

/** Every endpoint of the feature, for the OpenAPI document. */
export const fullTextSearchEndpoints = [searchFilings, listSavedSearches, saveSearch, deleteSavedSearch];
