import { z } from 'zod';
import type { NewRisk, ParsedFiling, RelatedFiling } from '../filings/index.ts';

export type { NewRisk, RelatedFiling } from '../filings/index.ts';

/** Where an item's claim comes from: a verbatim quote and its character range in `ParsedFiling.text`. */
export const evidenceSchema = z.object({
  section: z.object({ key: z.string(), title: z.string() }),
  quote: z.string().min(1),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  /**
   * Set when the quote is from another filing than the one analysed (a 10-Q's risk factors followed to the latest
   * 10-K); offsets are then into that filing's text.
   */
  source: z
    .object({ accession: z.string(), formType: z.enum(['10-K', '10-Q']), document: z.string().optional() })
    .optional(),
});

/** The title of the one item that holds a model's unparseable answer; the only item without evidence. */
export const rawOutputTitle = 'Analysis Output';

export const analysisItemSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  /** null only for the 'Analysis Output' item, which is shown as unverified model text. */
  evidence: evidenceSchema.nullable(),
  /** A risk factor quoted from a passage the prior 10-K did not have ('New this year'). */
  newThisYear: z.literal(true).optional(),
});

/** The spec's starters are strings; `text` keeps that shape recognisable while the evidence rides along. */
export const conversationStarterSchema = z.object({
  text: z.string().min(1),
  evidence: evidenceSchema,
});

export const analysisSchema = z.object({
  keyInitiatives: z.array(analysisItemSchema),
  riskFactors: z.array(analysisItemSchema),
  positioningOpportunities: z.array(analysisItemSchema),
  conversationStarters: z.array(conversationStarterSchema),
});

export type Evidence = z.infer<typeof evidenceSchema>;
export type AnalysisItem = z.infer<typeof analysisItemSchema>;
export type ConversationStarter = z.infer<typeof conversationStarterSchema>;
export type Analysis = z.infer<typeof analysisSchema>;
export type AnalysisListKey = 'keyInitiatives' | 'riskFactors' | 'positioningOpportunities';

export interface AnalysisInput {
  filing: ParsedFiling;
  /** The latest annual report, for a 10-Q whose risk factors only refer to it. */
  annualReport?: RelatedFiling;
  /** The annual report to shareholders (Exhibit 13), for a 10-K whose Item 7 is incorporated from it. */
  exhibit?: RelatedFiling;
  /** For a 10-K: risk factors new this year (absent from the prior 10-K), offered as evidence. */
  newRisks?: NewRisk[];
  productDescription: string;
  ticker?: string;
  companyName?: string;
}

export interface AnalysisEngine {
  readonly name: EngineName;
  analyze(input: AnalysisInput): Promise<Analysis>;
}

export const engineNames = ['extractive', 'openai', 'anthropic'] as const;
export type EngineName = (typeof engineNames)[number];
