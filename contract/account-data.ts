import { z } from 'zod/mini';
import { API_TOKEN_SCOPES, notificationPreferences, profile } from './accounts.ts';
import { analysis } from './analysis.ts';
import { CRM_PROVIDERS } from './crm.ts';
import { defineEndpoint, empty } from './endpoint.ts';
import { isoDate, PASSWORD_MAX, timestamp, totpCode } from './fields.ts';
import { PLANS } from './plans.ts';

/**
 * The caller's own data as a whole (issue #26): a copy of everything we hold about them, and deleting the account
 * with it. Both are the account holder's alone: export answers only the caller's rows, and deletion needs the
 * password (and a two-factor code when two-factor is on) from a signed-in browser.
 */

const tags = ['Account'];

const exportedCompany = z.object({
  ticker: z.string(),
  name: z.string(),
  notes: z.nullable(z.string()),
  savedAt: timestamp,
});

/** `GET /api/me/export`. Names and settings only where a secret exists: never a hash, token or key. */
export const dataExport = z.object({
  format: z.literal('10kai-data-export'),
  version: z.literal(1),
  exportedAt: timestamp,
  account: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    image: z.nullable(z.string()),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    /** 'credential' (e-mail and password), 'google', 'linkedin'. */
    signInMethods: z.array(z.string()),
    createdAt: timestamp,
  }),
  profile,
  notifications: notificationPreferences,
  /** The needs the caller picked for their product (analysis taxonomy ids); null when read from the description. */
  sellerConcepts: z.nullable(z.array(z.string())),
  lists: z.array(
    z.object({
      name: z.string(),
      description: z.nullable(z.string()),
      createdAt: timestamp,
      companies: z.array(exportedCompany),
    }),
  ),
  /** Saved companies that are in no list. */
  unlistedCompanies: z.array(exportedCompany),
  recentlyViewed: z.array(z.object({ ticker: z.string(), name: z.string(), viewedAt: timestamp })),
  /** Each analysis with what it was asked: the filing and the description of what the caller sells. */
  analyses: z.array(
    z.object({
      ticker: z.string(),
      filingType: z.string(),
      accession: z.string(),
      engine: z.string(),
      productDescription: z.string(),
      firstOpenedAt: timestamp,
      lastOpenedAt: timestamp,
      result: analysis,
    }),
  ),
  analysisUsage: z.array(z.object({ month: z.string(), used: z.int() })),
  alerts: z.object({
    /** The forms that alert for the companies in each list. */
    lists: z.array(z.object({ list: z.string(), forms: z.array(z.string()) })),
    calendarFeed: z.boolean(),
    received: z.array(
      z.object({
        ticker: z.string(),
        companyName: z.string(),
        form: z.string(),
        filingDate: isoDate,
        accessionNumber: z.string(),
        /** The saved filing search that raised it; null for a saved company's filing. */
        savedSearch: z.nullable(z.string()),
        read: z.boolean(),
        createdAt: timestamp,
      }),
    ),
  }),
  apiTokens: z.array(
    z.object({
      name: z.string(),
      scope: z.enum(API_TOKEN_SCOPES),
      createdAt: timestamp,
      lastUsedAt: z.nullable(timestamp),
    }),
  ),
  /** Saved filing searches (words and filters) that alert when a new filing says them. */
  savedFilingSearches: z.array(
    z.object({
      name: z.string(),
      q: z.string(),
      forms: z.array(z.string()),
      sector: z.nullable(z.string()),
      createdAt: timestamp,
    }),
  ),
  /** Notes the user wrote on companies for their teams (the team's lists are the team's, not theirs). */
  teamNotes: z.array(
    z.object({
      team: z.string(),
      ticker: z.nullable(z.string()),
      body: z.string(),
      createdAt: timestamp,
      updatedAt: timestamp,
    }),
  ),
  /** Share links of account briefs, named by company and dates (never by their token, which is not kept). */
  briefShares: z.array(
    z.object({
      ticker: z.string(),
      createdAt: timestamp,
      expiresAt: timestamp,
      revokedAt: z.nullable(timestamp),
    }),
  ),
  crmConnections: z.array(
    z.object({
      provider: z.enum(CRM_PROVIDERS),
      accountName: z.nullable(z.string()),
      connectedAt: timestamp,
    }),
  ),
  subscription: z.object({
    plan: z.enum(PLANS),
    status: z.string(),
    currentPeriodEnd: z.nullable(timestamp),
    cancelAtPeriodEnd: z.boolean(),
  }),
  /** Signed-in devices, as the account page lists them. */
  sessions: z.array(
    z.object({
      userAgent: z.nullable(z.string()),
      ipAddress: z.nullable(z.string()),
      createdAt: timestamp,
      lastActiveAt: timestamp,
    }),
  ),
});

export type DataExport = z.output<typeof dataExport>;

export const exportMyData = defineEndpoint({
  method: 'get',
  path: '/me/export',
  summary:
    'Everything 10Kai holds about the caller as a JSON download (`Content-Disposition: attachment`): account, profile, notification choices, lists with their saved companies, analyses with their inputs, alerts and their settings, API token and CRM connection names. Never a password hash, token or secret',
  tags,
  auth: 'user',
  response: dataExport,
  errors: [],
});

export const exportMyLists = defineEndpoint({
  method: 'get',
  path: '/me/export/lists.csv',
  summary:
    "The caller's lists and saved companies as a CSV download (UTF-8, one row per saved company, an empty list as one row). A cell starting with = + - @, a tab or a carriage return is prefixed with ' so a spreadsheet shows it rather than running it",
  tags,
  auth: 'user',
  response: { kind: 'text', contentType: 'text/csv' },
  errors: [],
});

/** The password, and the code from the authenticator app when two-factor is on. */
export const deleteAccountBody = z.strictObject({
  password: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(PASSWORD_MAX)),
  code: z.optional(totpCode),
});

export const deleteAccount = defineEndpoint({
  method: 'post',
  path: '/account/delete',
  summary:
    "Delete the caller's account for good, from a signed-in browser, after the password (and a two-factor code when two-factor is on; each try counts toward the sign-in lockout): cancels a Stripe subscription at once, revokes CRM connections at the provider, deletes every row of the user's data in one transaction and signs the browser out",
  tags,
  auth: 'session',
  body: deleteAccountBody,
  response: empty,
  errors: [
    'INVALID_PASSWORD',
    'PASSWORD_NOT_SET',
    'TWO_FACTOR_CODE_REQUIRED',
    'INVALID_TWO_FACTOR_CODE',
    'TOTP_CODE_REUSED',
    'ACCOUNT_LOCKED',
    'STRIPE_UNAVAILABLE',
    'TEAM_OWNERSHIP_TRANSFER_REQUIRED',
    'BILLING_NOT_CONFIGURED',
  ],
});

/** Every endpoint of this file, for the OpenAPI document. */
export const accountDataEndpoints = [exportMyData, exportMyLists, deleteAccount];
