import { z } from 'zod/mini';
import { companyParams } from './company-depth.ts';
import { defineEndpoint, empty } from './endpoint.ts';
import { EDGAR_ERRORS } from './errors.ts';
import { id, periodicForm } from './fields.ts';
import { SIGNAL_CATEGORIES } from './research.ts';

/**
 * The account brief (Pro): one page per company a seller takes into a meeting, assembled from what is stored —
 * the caller's analyses of the company, its XBRL financials, technology signals, What changed and its filing
 * history. Every statement from a filing carries its verbatim quote and a viewer link; a share is a snapshot.
 */

/** A verbatim sentence or heading of a filing, where it is, and the signed viewer address with it marked. */
const citation = z.object({
  quote: z.string().check(z.minLength(1)),
  section: z.object({ key: z.string(), title: z.string() }),
  accession: z.string(),
  formType: z.string(),
  start: z.int().check(z.nonnegative()),
  end: z.int().check(z.nonnegative()),
  viewUrl: z.string(),
});

/** An initiative, a risk or a change: the analysis's (or the filing's) words about it, resting on one quote. */
const briefPoint = z.object({ title: z.string(), text: z.string(), citation });

const xbrlFigure = z.object({
  value: z.number(),
  /** 'FY2024' or the instant's date. */
  period: z.string(),
  /** The filing the figure was reported in, at EDGAR; null for the catalogue's figure from EDGAR's XBRL frames. */
  sourceUrl: z.nullable(z.string()),
});

const revenueYear = z.extend(xbrlFigure, {
  /** Change against the year before, as a fraction; null when not comparable. */
  yoy: z.nullable(z.number()),
});

const briefTechnology = z.object({
  category: z.enum(SIGNAL_CATEGORIES),
  technology: z.nullable(z.string()),
  stance: z.enum(['investing', 'migrating', 'risk', 'incident']),
  amount: z.nullable(z.string()),
  newSincePriorYear: z.nullable(z.boolean()),
  citation,
});

const upcomingFiling = z.object({
  form: periodicForm,
  periodEnd: z.string(),
  expectedDate: z.string(),
  earliestDate: z.string(),
  latestDate: z.string(),
  /** 'usually files 28–31 days after quarter end': what the prediction rests on. */
  basis: z.string(),
});

/** Parts of the brief that could not be read this time (EDGAR down, no XBRL…): said, not silently dropped. */
const BRIEF_PARTS = ['financials', 'technology', 'changes', 'upcoming'] as const;

const accountBrief = z.object({
  ticker: z.string(),
  generatedAt: z.string(),
  profile: z.object({
    name: z.string(),
    /** SEC's industry title from the catalogue; null when the catalogue does not know it. */
    industry: z.nullable(z.string()),
    employees: z.nullable(xbrlFigure),
    /**
     * Up to five fiscal years of revenue from the company's XBRL facts, oldest first; without them, the catalogue's
     * latest year from the XBRL frames ('CY2025').
     */
    revenue: z.array(revenueYear).check(z.maxLength(5)),
  }),
  /** The caller's analysis the initiatives, risks and starters come from; null when they have not analysed it. */
  analysis: z.nullable(
    z.object({
      id,
      accession: z.string(),
      filingType: z.string(),
      productDescription: z.string(),
      analysedAt: z.string(),
    }),
  ),
  initiatives: z.array(briefPoint).check(z.maxLength(3)),
  risks: z.array(briefPoint).check(z.maxLength(3)),
  conversationStarters: z.array(z.object({ text: z.string(), citation })).check(z.maxLength(3)),
  technology: z.array(briefTechnology).check(z.maxLength(5)),
  changes: z.object({
    /** The 10-K compared and the one before it; null prior when there was nothing to compare. */
    current: z.nullable(z.object({ accession: z.string(), filingDate: z.string() })),
    priorFilingDate: z.nullable(z.string()),
    message: z.nullable(z.string()),
    points: z.array(briefPoint).check(z.maxLength(5)),
  }),
  upcoming: z.array(upcomingFiling),
  unavailable: z.array(z.enum(BRIEF_PARTS)),
});
export type AccountBrief = z.output<typeof accountBrief>;
export type BriefCitation = z.output<typeof citation>;
export type BriefPoint = z.output<typeof briefPoint>;

/** Share links a user may have working at once (each holds a snapshot). */
export const MAX_ACTIVE_SHARES = 50;
/** Longest a share link lives. */
export const MAX_SHARE_DAYS = 90;

const briefShare = z.object({
  id,
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.nullable(z.string()),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type BriefShare = z.output<typeof briefShare>;

const tags = ['Research'];
const BRIEF_ERRORS = [...EDGAR_ERRORS, 'PRO_REQUIRED', 'NO_FILINGS'] as const;

export const getAccountBrief = defineEndpoint({
  method: 'get',
  path: '/companies/:ticker/brief',
  summary:
    "The account brief (Pro): profile and revenue trend from XBRL, the caller's top initiatives, risks and conversation starters, technology signals, what changed this year and the next filing dates, each cited",
  tags,
  auth: 'user',
  params: companyParams,
  response: accountBrief,
  errors: BRIEF_ERRORS,
});

export const getAccountBriefMarkdown = defineEndpoint({
  method: 'get',
  path: '/companies/:ticker/brief/markdown',
  summary: 'The same account brief as Markdown, quotes and sources included, for pasting into notes or a CRM',
  tags,
  auth: 'user',
  params: companyParams,
  response: { kind: 'text', contentType: 'text/plain' },
  errors: BRIEF_ERRORS,
});

export const createBriefShare = defineEndpoint({
  method: 'post',
  path: '/companies/:ticker/brief/shares',
  summary:
    'Share a snapshot of the brief read-only: the answer holds the only copy of the link (its token is stored hashed)',
  tags,
  auth: 'user',
  params: companyParams,
  body: z.object({ expiresInDays: z.int().check(z.gte(1), z.lte(MAX_SHARE_DAYS)) }),
  response: z.object({ share: briefShare, path: z.string() }),
  status: 201,
  errors: [...BRIEF_ERRORS, 'VALIDATION_FAILED', 'TOO_MANY_SHARES'],
});

export const listBriefShares = defineEndpoint({
  method: 'get',
  path: '/companies/:ticker/brief/shares',
  summary: "The caller's share links of this company's brief, newest first",
  tags,
  auth: 'user',
  params: companyParams,
  response: z.object({ shares: z.array(briefShare) }),
  errors: [],
});

export const revokeBriefShare = defineEndpoint({
  method: 'delete',
  path: '/companies/:ticker/brief/shares/:id',
  summary:
    'Revoke a share link: it stops working at once (allowed on any plan, so a lapsed Pro can still revoke)',
  tags,
  auth: 'user',
  params: z.extend(companyParams, { id }),
  response: empty,
  errors: ['NOT_FOUND'],
});

export const getSharedBrief = defineEndpoint({
  method: 'get',
  path: '/shared-briefs/:token',
  summary:
    'A shared brief as a read-only page (HTML), without sign-in: the snapshot taken when it was shared; a page saying so with 410 once revoked or expired, 404 for a link that never was',
  tags,
  auth: 'public',
  // Any text: a malformed token gets the same HTML 404 page as an unknown one, not a JSON error.
  params: z.object({ token: z.string() }),
  response: { kind: 'text', contentType: 'text/html' },
  errors: [],
});

/** Every endpoint of the account brief, for the OpenAPI document. */
export const accountBriefEndpoints = [
  getAccountBrief,
  getAccountBriefMarkdown,
  createBriefShare,
  listBriefShares,
  revokeBriefShare,
  getSharedBrief,
];
