import { z } from 'zod/mini';
import { questionAllowance } from './ask.ts';
import { defineEndpoint, empty } from './endpoint.ts';
import { EDGAR_ERRORS } from './errors.ts';
import { accession, filingTicker, id, periodicForm } from './fields.ts';

/**
 * Cited analysis of a 10-K/10-Q for what the caller sells: every item carries the verbatim
 * quote it rests on. Free runs `FREE_MONTHLY_ANALYSES` a month (contract/plans.ts); a cached answer is free.
 */

/** Where an item's claim comes from: a verbatim quote and its character range in the filing's plain text. */
const evidence = z.object({
  section: z.object({ key: z.string(), title: z.string() }),
  quote: z.string().check(z.minLength(1)),
  start: z.int().check(z.nonnegative()),
  end: z.int().check(z.nonnegative()),
  /**
   * Set when the quote is from another filing than the one analysed (a 10-Q's risk factors followed to the latest
   * 10-K); offsets are then into that filing's text.
   */
  source: z.optional(
    z.object({ accession: z.string(), formType: periodicForm, document: z.optional(z.string()) }),
  ),
});

const analysisItem = z.object({
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  /** null only for the 'Analysis Output' item, which is shown as unverified model text. */
  evidence: z.nullable(evidence),
  /** A risk factor quoted from a passage the prior 10-K did not have ('New this year'). */
  newThisYear: z.optional(z.literal(true)),
});

/** The spec's starters are strings; `text` keeps that shape recognisable while the evidence rides along. */
const conversationStarter = z.object({
  text: z.string().check(z.minLength(1)),
  evidence,
});

/**
 * Why a group is empty, so the reader is told rather than left guessing: the section it reads is not in the filing
 * ('section_not_found'), the filing restates no risk factors and the annual report it points to could not be read
 * ('risks_by_reference'), the risk section lists no risk of its own ('no_risks_listed'), the sections read state
 * no plan in the company's own voice ('no_plans_stated'), or nothing in the filing names a need the seller serves
 * or sits next to ('no_need_named').
 */
const EMPTY_REASONS = [
  'section_not_found',
  'risks_by_reference',
  'no_risks_listed',
  'no_plans_stated',
  'no_need_named',
] as const;
const emptyReason = z.enum(EMPTY_REASONS);
export type EmptyReason = z.output<typeof emptyReason>;

export const analysis = z.object({
  keyInitiatives: z.array(analysisItem),
  riskFactors: z.array(analysisItem),
  positioningOpportunities: z.array(analysisItem),
  conversationStarters: z.array(conversationStarter),
  /** One reason per empty group (absent on analyses stored before reasons were given). */
  emptyReasons: z.optional(
    z.object({
      keyInitiatives: z.optional(emptyReason),
      riskFactors: z.optional(emptyReason),
      positioningOpportunities: z.optional(emptyReason),
    }),
  ),
});

export type Evidence = z.output<typeof evidence>;
export type AnalysisItem = z.output<typeof analysisItem>;
export type ConversationStarter = z.output<typeof conversationStarter>;
export type Analysis = z.output<typeof analysis>;

/** Longest product description read; a longer one is ignored (the profile's description is used instead). */
const PRODUCT_DESCRIPTION_MAX = 5000;

/**
 * The request, checked field by field: the route answers the spec's one message naming every field that fails
 * ('Invalid request parameters: ticker filingType'), not zod's wording. A blank accession means the newest filing.
 */
export const analysisRequest = z.object({
  ticker: filingTicker,
  filingType: z.pipe(z.string().check(z.trim(), z.toUpperCase()), periodicForm),
  accession: z.pipe(
    z.optional(z.nullable(z.union([z.literal(''), accession]))),
    z.transform((value: string | null | undefined) => value || undefined),
  ),
  productDescription: z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((value: string | null | undefined) => {
      const text = value?.trim();
      return text !== undefined && text.length <= PRODUCT_DESCRIPTION_MAX ? text : undefined;
    }),
  ),
});
export type AnalysisRequest = z.input<typeof analysisRequest>;

/**
 * Which engine wrote an analysis: its stored id ('extractive', 'openai:gpt-4o-mini') and what the UI says of it
 * ("Evidence engine — extracts and ranks the filing's own sentences", "AI (gpt-4o-mini)").
 */
const analysisEngine = z.object({
  id: z.string(),
  label: z.string(),
  /** Tokens the model read and wrote for this analysis; absent for the evidence engine and older analyses. */
  tokens: z.optional(
    z.object({ input: z.int().check(z.nonnegative()), output: z.int().check(z.nonnegative()) }),
  ),
});
export type TokenUsage = NonNullable<z.output<typeof analysisEngine>['tokens']>;

const analysisResult = z.object({
  analysis,
  /** False for a cached answer: it did not count against the month's analyses. */
  usageTracked: z.boolean(),
  id,
  cached: z.boolean(),
  accession: z.string(),
  productDescription: z.string(),
  /** Signed address of the safe document view; the client adds `highlight=start-end` for a quote. */
  documentUrl: z.string(),
  engine: analysisEngine,
  /**
   * What we understood the seller's product to serve, in plain words ('cybersecurity', 'warehouse and factory
   * operations'): shown beside the description so a misreading is visible and can be fixed by rewording it.
   */
  sellerNeeds: z.array(z.string()),
});
export type AnalysisResponse = z.output<typeof analysisResult>;

const usage = z.object({
  count: z.int().check(z.nonnegative()),
  limit: z.nullable(z.int()),
  remaining: z.nullable(z.int()),
  isPro: z.boolean(),
  limitReached: z.boolean(),
  resetDateFormatted: z.string(),
  /** Ask a filing's own monthly allowance (Free 5, Pro unlimited), shown in the same meter. */
  questions: questionAllowance,
});
export type Usage = z.output<typeof usage>;

/** One of the caller's analyses: which filing, read for what, when. */
const analysisRecord = z.object({
  id,
  ticker: z.string(),
  filingType: z.string(),
  accession: z.string(),
  engine: z.string(),
  productDescription: z.string(),
  createdAt: z.string(),
});
const historyEntry = z.extend(analysisRecord, { lastOpenedAt: z.string(), engineLabel: z.string() });
export type HistoryEntry = z.output<typeof historyEntry>;

const savedAnalysis = z.extend(analysisRecord, {
  analysis,
  documentUrl: z.string(),
  engineLabel: z.string(),
  /** What the model read and wrote for it, as when it ran; absent for the evidence engine. */
  tokens: analysisEngine.shape.tokens,
});

const tags = ['Analysis'];

export const runAnalysis = defineEndpoint({
  method: 'post',
  path: '/analysis',
  summary:
    'Analyse the newest (or a given) 10-K/10-Q for what the caller sells; a repeated question is cached',
  tags,
  auth: 'user',
  body: analysisRequest,
  response: analysisResult,
  errors: [
    'INVALID_PARAMETERS',
    'DESCRIPTION_REQUIRED',
    'QUOTA_EXCEEDED',
    'ANALYSIS_FAILED',
    'MODEL_TIMEOUT',
    'MODEL_BUSY',
    'NO_FILINGS',
    'NOT_PERIODIC_REPORT',
    'DOCUMENT_NOT_FOUND',
    ...EDGAR_ERRORS,
  ],
});

export const getUsage = defineEndpoint({
  method: 'get',
  path: '/analysis/usage',
  summary: "The caller's analyses this month and their plan's limit",
  tags,
  auth: 'user',
  response: usage,
  errors: [],
});

export const getHistory = defineEndpoint({
  method: 'get',
  path: '/analysis/history',
  summary: "The caller's analyses, last opened first",
  tags,
  auth: 'user',
  response: z.object({ analyses: z.array(historyEntry) }),
  errors: [],
});

export const getAnalysis = defineEndpoint({
  method: 'get',
  path: '/analysis/:id',
  summary: "One of the caller's analyses; anyone else's is not found",
  tags,
  auth: 'user',
  params: z.object({ id }),
  response: savedAnalysis,
  errors: [],
});

export const deleteAnalysis = defineEndpoint({
  method: 'delete',
  path: '/analysis/:id',
  summary:
    "Take one of the caller's analyses out of their history (the seller description used goes with it); anyone else's is not found",
  tags,
  auth: 'user',
  params: z.object({ id }),
  response: empty,
  errors: [],
});

/** One need of the seller taxonomy the analysis reads products with ('cybersecurity', 'supply chain'…). */
const sellerConcept = z.object({ id: z.string(), label: z.string() });

/**
 * How we read what the caller sells (issue #28): the needs their profile's description names, and the ones they
 * picked instead when that reading was wrong. Analyses of the profile's description use the picked ones.
 */
const sellerReading = z.object({
  /** Every need there is to pick from. */
  concepts: z.array(sellerConcept),
  /** The needs the profile's description names, strongest first (ids). */
  derived: z.array(z.string()),
  /** The needs the caller picked (ids); null: the derived ones are used. */
  chosen: z.nullable(z.array(z.string())),
});
export type SellerReading = z.output<typeof sellerReading>;

export const getSellerReading = defineEndpoint({
  method: 'get',
  path: '/profile/seller-reading',
  summary:
    "How the analysis reads the caller's product: the needs its description names, and any they picked",
  tags,
  auth: 'user',
  response: sellerReading,
  errors: [],
});

export const updateSellerReading = defineEndpoint({
  method: 'put',
  path: '/profile/seller-reading',
  summary:
    "Correct how the analysis reads the caller's product: the needs it serves (ids from `concepts`), or null to read them from the description again",
  tags,
  auth: 'user',
  body: z.object({
    chosen: z.nullable(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(30))),
  }),
  response: sellerReading,
  errors: ['VALIDATION_FAILED'],
});

/** Every endpoint of the feature, for the OpenAPI document. */
export const analysisEndpoints = [
  runAnalysis,
  getUsage,
  getHistory,
  getAnalysis,
  deleteAnalysis,
  getSellerReading,
  updateSellerReading,
];
