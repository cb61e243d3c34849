import { z } from 'zod/mini';
import { defineEndpoint, empty } from './endpoint.ts';
import { id, LIST_DESCRIPTION_MAX, listDescription, listName, ticker, timestamp } from './fields.ts';

/**
 * Companies, view history, saved companies and lists. Every route needs a session and touches
 * only the caller's rows; another user's list or saved company answers 404, exactly like one that does not exist.
 * Row fields keep the spec's names (`company_id`, `date_saved`, `company_count`…).
 */

export const company = z.object({
  id,
  ticker: z.string(),
  name: z.string(),
  industry: z.string(),
  sector: z.string(),
  exchange: z.nullable(z.string()),
  cik: z.nullable(z.string()),
});

const companyList = z.object({
  id,
  name: z.string(),
  description: z.nullable(z.string()),
  created_at: timestamp,
  company_count: z.int().check(z.nonnegative()),
});

const savedCompany = z.object({
  company_id: id,
  list_id: z.nullable(id),
  notes: z.nullable(z.string()),
  date_saved: timestamp,
  company,
  list: z.nullable(z.object({ id, name: z.string() })),
});

const recentView = z.object({ company_id: id, viewed_at: timestamp, company });

export type Company = z.output<typeof company>;
export type CompanyList = z.output<typeof companyList>;
export type SavedCompany = z.output<typeof savedCompany>;
export type RecentView = z.output<typeof recentView>;

const tags = ['Companies'];
const tickerParams = z.object({ ticker });
const companyIdParams = z.object({ companyId: id });
const listIdParams = z.object({ id });

/** At most this many recent views are answered. */
const MAX_RECENT_LIMIT = 50;
const DEFAULT_RECENT_LIMIT = 6;

export const searchCompanies = defineEndpoint({
  method: 'get',
  path: '/companies/search',
  summary: 'Search companies by ticker, name, industry or sector',
  tags,
  auth: 'user',
  query: z.object({ q: z._default(z.string(), '') }),
  response: z.object({ companies: z.array(company) }),
  errors: ['QUERY_TOO_LONG', 'SERVER_BUSY'],
});

export const getCompany = defineEndpoint({
  method: 'get',
  path: '/companies/:ticker',
  summary: 'One company by ticker',
  tags,
  auth: 'user',
  params: tickerParams,
  response: z.object({ company }),
  errors: ['COMPANY_NOT_FOUND'],
});

export const recordView = defineEndpoint({
  method: 'post',
  path: '/companies/:ticker/views',
  summary: 'Record that the caller viewed a company (moves it to the top of their history)',
  tags,
  auth: 'user',
  params: tickerParams,
  response: z.object({ view: recentView }),
  errors: ['COMPANY_NOT_FOUND'],
});

export const getRecentViews = defineEndpoint({
  method: 'get',
  path: '/history/recent',
  summary: "The caller's recently viewed companies, newest first",
  tags,
  auth: 'user',
  query: z.object({
    limit: z._default(
      z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_RECENT_LIMIT)),
      DEFAULT_RECENT_LIMIT,
    ),
  }),
  response: z.object({ views: z.array(recentView) }),
  errors: [],
});

/** The Saved Companies page's page size, and the most one page may hold. */
export const SAVED_PAGE_SIZE = 50;
const MAX_SAVED_PAGE_SIZE = 200;
/** `listId=none`: the saved companies outside any list. */
export const NO_LIST_FILTER = 'none';

export const getSavedCompanies = defineEndpoint({
  method: 'get',
  path: '/saved-companies',
  summary:
    "The caller's saved companies, newest first: one page of them with `page` or `pageSize` (optionally in one list, or `none`, and matching `q` on name or ticker), every one without",
  tags,
  auth: 'user',
  query: z.object({
    page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))),
    pageSize: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_SAVED_PAGE_SIZE))),
    listId: z.optional(z.union([id, z.literal(NO_LIST_FILTER)])),
    q: z.optional(z.string().check(z.maxLength(200))),
  }),
  response: z.object({
    savedCompanies: z.array(savedCompany),
    /** How many match the filters (all pages). */
    total: z.int().check(z.nonnegative()),
  }),
  errors: [],
});

export const getSavedCompanyIds = defineEndpoint({
  method: 'get',
  path: '/saved-companies/ids',
  summary:
    "The ids of every company the caller has saved, in no order: what a Save button needs to read 'Saved' (ADR 0329)",
  tags,
  auth: 'user',
  response: z.object({ companyIds: z.array(id) }),
  errors: [],
});

export const saveCompany = defineEndpoint({
  method: 'post',
  path: '/saved-companies',
  summary: 'Save a company, optionally into a list; an already saved company answers 200 with `alreadySaved`',
  tags,
  auth: 'user',
  body: z.object({ companyId: id, listId: z._default(z.optional(z.nullable(id)), null) }),
  response: z.object({ savedCompany, alreadySaved: z.boolean() }),
  status: 201,
  alsoStatus: [200],
  errors: ['PLAN_LIMIT', 'LIST_NOT_FOUND', 'COMPANY_NOT_FOUND'],
});

export const moveSavedCompany = defineEndpoint({
  method: 'patch',
  path: '/saved-companies/:companyId',
  summary: 'Move a saved company to another list, or to none',
  tags,
  auth: 'user',
  params: companyIdParams,
  body: z.object({ listId: z.nullable(id) }),
  response: z.object({ savedCompany }),
  errors: ['SAVED_COMPANY_NOT_FOUND', 'LIST_NOT_FOUND'],
});

export const unsaveCompany = defineEndpoint({
  method: 'delete',
  path: '/saved-companies/:companyId',
  summary: 'Remove a saved company',
  tags,
  auth: 'user',
  params: companyIdParams,
  response: empty,
  errors: ['SAVED_COMPANY_NOT_FOUND'],
});

export const getLists = defineEndpoint({
  method: 'get',
  path: '/lists',
  summary: "The caller's lists, newest first, with how many saved companies each holds",
  tags,
  auth: 'user',
  response: z.object({ lists: z.array(companyList) }),
  errors: [],
});

export const createList = defineEndpoint({
  method: 'post',
  path: '/lists',
  summary: 'Create a list',
  tags,
  auth: 'user',
  body: z.object({ name: listName, description: z.optional(listDescription) }),
  response: z.object({ list: companyList }),
  status: 201,
  errors: [],
});

export const updateList = defineEndpoint({
  method: 'patch',
  path: '/lists/:id',
  summary: 'Rename a list or change its description',
  tags,
  auth: 'user',
  params: listIdParams,
  body: z
    .object({ name: z.optional(listName), description: z.optional(listDescription) })
    .check(
      z.refine((body) => body.name !== undefined || body.description !== undefined, 'Nothing to change'),
    ),
  response: z.object({ list: companyList }),
  errors: ['LIST_NOT_FOUND'],
});

export const deleteList = defineEndpoint({
  method: 'delete',
  path: '/lists/:id',
  summary: 'Delete a list; its companies stay saved with no list',
  tags,
  auth: 'user',
  params: listIdParams,
  response: empty,
  errors: ['LIST_NOT_FOUND'],
});

/** Every endpoint of the feature, for the OpenAPI document. */
export const companiesEndpoints = [
  searchCompanies,
  getCompany,
  recordView,
  getRecentViews,
  getSavedCompanies,
  getSavedCompanyIds,
  saveCompany,
  moveSavedCompany,
  unsaveCompany,
  getLists,
  createList,
  updateList,
  deleteList,
];

/** The create/rename list form: the API's rules on what the user types (description blank → none on save). */
export const listForm = z.object({
  name: listName,
  description: z.string().check(z.trim(), z.maxLength(LIST_DESCRIPTION_MAX)),
});
