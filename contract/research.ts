import { z } from 'zod/mini';
import { companyParams } from './company-depth.ts';
import { defineEndpoint } from './endpoint.ts';
import { EDGAR_ERRORS } from './errors.ts';
import { periodicForm } from './fields.ts';

/**
 * Pro research: what a company's latest 10-K and 10-Q say about technology, each signal resting on one verbatim
 * sentence of the filing. Free sees the first signals (`FREE_TECHNOLOGY_SIGNALS`) and how many more there are.
 */
export const SIGNAL_CATEGORIES = [
  'cloud',
  'enterprise_systems',
  'data_ai',
  'cybersecurity',
  'digital_commerce',
  'automation',
  'outsourcing',
] as const;
const SIGNAL_STANCES = ['investing', 'migrating', 'risk', 'incident'] as const;
/** Signals a Free plan sees; the rest are counted in `locked`. */
export const FREE_TECHNOLOGY_SIGNALS = 2;

const technologySignal = z.object({
  category: z.enum(SIGNAL_CATEGORIES),
  /** The vendor or product named, a security framework, or 'CISO reporting line'; null for a programme unnamed. */
  technology: z.nullable(z.string()),
  stance: z.enum(SIGNAL_STANCES),
  /** A dollar amount stated in the same sentence, verbatim. */
  amount: z.nullable(z.string()),
  /** The sentence of the filing, verbatim, and its character range in the filing's plain text. */
  quote: z.string().check(z.minLength(1)),
  start: z.int().check(z.nonnegative()),
  end: z.int().check(z.nonnegative()),
  section: z.object({ key: z.string(), title: z.string() }),
  filing: z.object({ accession: z.string(), formType: periodicForm, filingDate: z.nullable(z.string()) }),
  /** The signed viewer address with the sentence marked ("Show in filing"). */
  viewUrl: z.string(),
  /**
   * From What changed (Items 1 and 1A of the 10-K against the prior 10-K): true when the sentence's passage is new
   * or the sentence was added; null where nothing was compared (Items 1C and 7, the 10-Q, no prior 10-K).
   */
  newSincePriorYear: z.nullable(z.boolean()),
});
export type TechnologySignal = z.output<typeof technologySignal>;
export type SignalCategory = TechnologySignal['category'];
export type SignalStance = TechnologySignal['stance'];

const technologySignals = z.object({
  signals: z.array(technologySignal),
  /** Free plan: how many more signals Pro shows. Absent for Pro. */
  locked: z.optional(z.int().check(z.nonnegative())),
});
export type TechnologySignals = z.output<typeof technologySignals>;

export const getTechnologySignals = defineEndpoint({
  method: 'get',
  path: '/companies/:ticker/technology',
  summary:
    'Technology signals from the latest 10-K (Items 1, 1A, 1C, 7) and 10-Q, each with its quote; Free sees the first two and `locked`',
  tags: ['Research'],
  auth: 'user',
  params: companyParams,
  response: technologySignals,
  errors: [...EDGAR_ERRORS, 'NO_FILINGS', 'NOT_FOUND', 'DOCUMENT_NOT_FOUND', 'NOT_PERIODIC_REPORT'],
});

/** Every endpoint of the feature, for the OpenAPI document. */
export const researchEndpoints = [getTechnologySignals];
