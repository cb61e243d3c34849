import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { id } from './fields.ts';

/**
 * CRM export: connect Salesforce or HubSpot with OAuth, find the record to attach to, export an
 * analysis as a note. Every route is for Pro users; the OAuth callbacks are reached by navigation, so without a
 * session they redirect to sign-in instead of answering 401. A passage link in a note leads back to the filing.
 */

export const CRM_PROVIDERS = ['salesforce', 'hubspot'] as const;
export type CrmProvider = (typeof CRM_PROVIDERS)[number];

export const SALESFORCE_TYPES = ['Account', 'Lead'] as const;
export type SalesforceType = (typeof SALESFORCE_TYPES)[number];

/** The Salesforce search box asks for a name; at most this many characters. */
const CRM_SEARCH_MAX = 100;
const SALESFORCE_SEARCH_MESSAGE = 'Enter a name to search';
/** HubSpot searches from two characters. */
export const HUBSPOT_SEARCH_MIN = 2;
export const HUBSPOT_SEARCH_MIN_MESSAGE = 'Please enter at least 2 characters to search';

/** What the export dialogs' search boxes accept (HubSpot's minimum is checked by its route with its own code). */
export const salesforceSearchText = z
  .string()
  .check(z.trim(), z.minLength(1, SALESFORCE_SEARCH_MESSAGE), z.maxLength(CRM_SEARCH_MAX));
export const hubspotSearchText = z
  .string()
  .check(z.trim(), z.minLength(HUBSPOT_SEARCH_MIN, HUBSPOT_SEARCH_MIN_MESSAGE), z.maxLength(CRM_SEARCH_MAX));

/** Salesforce record ids: 15 or 18 alphanumerics. */
const salesforceId = z
  .string()
  .check(z.regex(/^[a-zA-Z0-9]{15}(?:[a-zA-Z0-9]{3})?$/, 'must be a Salesforce record id'));
/** HubSpot record ids are numeric. */
const hubspotId = z.string().check(z.regex(/^\d{1,20}$/, 'must be a HubSpot company id'));

/** Salesforce Note limits: Title 80 characters, Body 32,000. */
export const SALESFORCE_TITLE_MAX = 80;
export const SALESFORCE_BODY_MAX = 32_000;

const salesforceStatus = z.object({
  connected: z.boolean(),
  username: z.nullable(z.string()),
  configured: z.boolean(),
});

const hubspotStatus = z.object({
  connected: z.boolean(),
  portal: z.nullable(z.string()),
  configured: z.boolean(),
});

const optionalText = z.optional(z.nullable(z.string()));
const salesforceRecord = z.object({
  Id: z.string(),
  Name: optionalText,
  Industry: optionalText,
  Company: optionalText,
  Email: optionalText,
});

const hubspotCompany = z.object({
  id: z.string(),
  properties: z.object({
    name: z.nullable(z.string()),
    domain: z.nullable(z.string()),
    industry: z.nullable(z.string()),
  }),
});

const HUBSPOT_EXPORT_STATES = ['PROCESSING', 'DONE', 'FAILED', 'CANCELED'] as const;
/** The failures of an export that the dialog acts on (a revoked connection: reconnect), named by code. */
const HUBSPOT_EXPORT_FAILURE_CODES = ['HUBSPOT_AUTH_REQUIRED'] as const;
export type HubspotExportFailureCode = (typeof HUBSPOT_EXPORT_FAILURE_CODES)[number];
const hubspotExportStatus = z.object({
  importId: id,
  state: z.enum(HUBSPOT_EXPORT_STATES),
  status: z.string(),
  progress: z.number().check(z.gte(0), z.lte(100)),
  isComplete: z.boolean(),
  isSuccessful: z.boolean(),
  errors: z.array(z.object({ message: z.string(), code: z.optional(z.enum(HUBSPOT_EXPORT_FAILURE_CODES)) })),
});

export type SalesforceRecord = z.output<typeof salesforceRecord>;
export type HubspotCompany = z.output<typeof hubspotCompany>;
export type HubspotExportStatus = z.output<typeof hubspotExportStatus>;

const tags = ['CRM export'];
const ok = z.object({ ok: z.literal(true) });
const authStartQuery = z.object({ returnTo: z.optional(z.string()) });
const authStartResponse = z.object({ authUrl: z.string() });
const callbackQuery = z.object({
  state: z.optional(z.string()),
  code: z.optional(z.string()),
  error: z.optional(z.string()),
  error_description: z.optional(z.string()),
});

export const startSalesforceAuth = defineEndpoint({
  method: 'get',
  path: '/salesforce/auth/start',
  summary: "The Salesforce consent screen's address (PKCE); it comes back to `returnTo`, a path of this app",
  tags,
  auth: 'user',
  query: authStartQuery,
  response: authStartResponse,
  errors: ['PRO_REQUIRED', 'SALESFORCE_NOT_CONFIGURED'],
});

export const salesforceCallback = defineEndpoint({
  method: 'get',
  path: '/salesforce/callback',
  summary:
    'OAuth callback: stores the connection and redirects to the return path (`?salesforce=failed` on failure); needs the session that started it, else redirects to sign-in',
  tags,
  auth: 'public',
  query: callbackQuery,
  response: { kind: 'redirect' },
  errors: ['PRO_REQUIRED', 'SALESFORCE_NOT_CONFIGURED'],
});

export const getSalesforceStatus = defineEndpoint({
  method: 'get',
  path: '/salesforce/connection-status',
  summary:
    "Whether the caller's Salesforce is connected, as whom, and whether the server has Salesforce at all",
  tags,
  auth: 'user',
  response: salesforceStatus,
  errors: ['PRO_REQUIRED'],
});

export const searchSalesforce = defineEndpoint({
  method: 'get',
  path: '/salesforce/search',
  summary: 'Salesforce accounts or leads whose name matches',
  tags,
  auth: 'user',
  query: z.object({
    query: z.string().check(z.trim(), z.minLength(1, SALESFORCE_SEARCH_MESSAGE), z.maxLength(CRM_SEARCH_MAX)),
    type: z._default(z.enum(SALESFORCE_TYPES), 'Account'),
  }),
  response: z.object({ records: z.array(salesforceRecord) }),
  errors: [
    'PRO_REQUIRED',
    'SALESFORCE_NOT_CONFIGURED',
    'SALESFORCE_AUTH_REQUIRED',
    'SALESFORCE_SEARCH_FAILED',
    'SALESFORCE_UNAVAILABLE',
    'CRM_REJECTED',
  ],
});

export const createSalesforceNote = defineEndpoint({
  method: 'post',
  path: '/salesforce/create-note',
  summary:
    "Attach a note to a Salesforce record: the spec's {parentId, title, content}, or {parentId, analysisId} and the server writes the note from the stored analysis",
  tags,
  auth: 'user',
  body: z
    .object({
      parentId: salesforceId,
      analysisId: z.optional(id),
      title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(SALESFORCE_TITLE_MAX))),
      content: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(SALESFORCE_BODY_MAX))),
    })
    .check(
      z.refine(
        (body) => Boolean(body.analysisId || (body.title && body.content)),
        'give analysisId, or title and content',
      ),
    ),
  response: z.object({ ok: z.literal(true), id: z.string() }),
  errors: [
    'PRO_REQUIRED',
    'SALESFORCE_NOT_CONFIGURED',
    'SALESFORCE_AUTH_REQUIRED',
    'SALESFORCE_EXPORT_FAILED',
    'SALESFORCE_UNAVAILABLE',
    'CRM_REJECTED',
    'NOT_FOUND',
  ],
});

export const disconnectSalesforce = defineEndpoint({
  method: 'delete',
  path: '/salesforce/connection',
  summary: 'Revoke and forget the caller’s Salesforce connection',
  tags,
  auth: 'user',
  response: ok,
  errors: ['PRO_REQUIRED', 'NOT_CONNECTED'],
});

export const startHubspotAuth = defineEndpoint({
  method: 'get',
  path: '/hubspot/auth/start',
  summary: "The HubSpot consent screen's address; it comes back to `returnTo`, a path of this app",
  tags,
  auth: 'user',
  query: authStartQuery,
  response: authStartResponse,
  errors: ['PRO_REQUIRED', 'HUBSPOT_NOT_CONFIGURED'],
});

export const hubspotCallback = defineEndpoint({
  method: 'get',
  path: '/hubspot/callback',
  summary:
    'OAuth callback: stores the connection and redirects to the return path, or to /hubspot-error with a code and message; needs the session that started it, else redirects to sign-in',
  tags,
  auth: 'public',
  query: callbackQuery,
  response: { kind: 'redirect' },
  errors: ['PRO_REQUIRED', 'HUBSPOT_NOT_CONFIGURED'],
});

export const getHubspotStatus = defineEndpoint({
  method: 'get',
  path: '/hubspot/connection-status',
  summary:
    "Whether the caller's HubSpot is connected, to which portal, and whether the server has HubSpot at all",
  tags,
  auth: 'user',
  response: hubspotStatus,
  errors: ['PRO_REQUIRED'],
});

export const searchHubspotCompanies = defineEndpoint({
  method: 'get',
  path: '/hubspot/companies/search',
  summary: 'HubSpot companies whose name matches (at least 2 characters)',
  tags,
  auth: 'user',
  query: z.object({ query: z._default(z.string().check(z.trim(), z.maxLength(CRM_SEARCH_MAX)), '') }),
  response: z.object({ results: z.array(hubspotCompany) }),
  errors: [
    'PRO_REQUIRED',
    'HUBSPOT_NOT_CONFIGURED',
    'QUERY_TOO_SHORT',
    'HUBSPOT_AUTH_REQUIRED',
    'HUBSPOT_SEARCH_FAILED',
    'CRM_BUSY',
  ],
});

export const startHubspotExport = defineEndpoint({
  method: 'post',
  path: '/hubspot/exports',
  summary:
    'Queue the export of an analysis as a note on a HubSpot company; the same `Idempotency-Key` header answers the same export',
  tags,
  auth: 'user',
  body: z.object({ companyId: hubspotId, analysisId: id }),
  response: z.object({ importId: id, status: z.literal('PROCESSING') }),
  status: 202,
  errors: ['PRO_REQUIRED', 'HUBSPOT_NOT_CONFIGURED', 'HUBSPOT_AUTH_REQUIRED', 'NOT_FOUND'],
});

export const getHubspotExport = defineEndpoint({
  method: 'get',
  path: '/hubspot/exports/:id',
  summary: "One of the caller's HubSpot exports, in the spec's import-status shape",
  tags,
  auth: 'user',
  params: z.object({ id }),
  response: hubspotExportStatus,
  errors: ['PRO_REQUIRED'],
});

export const disconnectHubspot = defineEndpoint({
  method: 'delete',
  path: '/hubspot/connection',
  summary: 'Revoke and forget the caller’s HubSpot connection',
  tags,
  auth: 'user',
  response: ok,
  errors: ['PRO_REQUIRED', 'NOT_CONNECTED'],
});

export const openPassage = defineEndpoint({
  method: 'get',
  path: '/crm/passage/:accession',
  summary:
    "The link a CRM note holds: redirects to the app's passage page (`/passage/:accession?highlight=start-end`, which asks to sign in first when needed), a bad link to the dashboard",
  tags,
  auth: 'public',
  // Not validated here: a bad link redirects to the dashboard rather than answering 404.
  params: z.object({ accession: z.string() }),
  query: z.object({ highlight: z.optional(z.string()) }),
  response: { kind: 'redirect' },
  errors: [],
});

/** Every endpoint of the feature, for the OpenAPI document. */
export const crmEndpoints = [
  startSalesforceAuth,
  salesforceCallback,
  getSalesforceStatus,
  searchSalesforce,
  createSalesforceNote,
  disconnectSalesforce,
  startHubspotAuth,
  hubspotCallback,
  getHubspotStatus,
  searchHubspotCompanies,
  startHubspotExport,
  getHubspotExport,
  disconnectHubspot,
  openPassage,
];
