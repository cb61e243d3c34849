import type { NewRisk, ParsedFiling, RelatedFiling } from '#server/filings/index.ts';
import type { Analysis, TokenUsage } from '../../contract/analysis.ts';

export type { NewRisk, RelatedFiling } from '#server/filings/index.ts';
export type {
  Analysis,
  AnalysisItem,
  ConversationStarter,
  Evidence,
  TokenUsage,
} from '../../contract/analysis.ts';
/** The analysis as the API carries it: defined once in the contract, shared with the web app. */
export { analysis as analysisSchema } from '../../contract/analysis.ts';

/** The title of the one item that holds a model's unparseable answer; the only item without evidence. */
export const rawOutputTitle = 'Analysis Output';

export interface AnalysisInput {
  filing: ParsedFiling;
  /** The latest annual report, for a 10-Q whose risk factors only refer to it. */
  annualReport?: RelatedFiling;
  /** The annual report to shareholders (Exhibit 13), for a 10-K whose Item 7 is incorporated from it. */
  exhibit?: RelatedFiling;
  /** For a 10-K: risk factors new this year (absent from the prior 10-K), offered as evidence. */
  newRisks?: NewRisk[];
  productDescription: string;
  /** The needs the user picked for their product (concept ids), overriding how the description reads. */
  sellerConcepts?: readonly string[];
  ticker?: string;
  companyName?: string;
  /** Aborted when the client went away: work nobody waits for is stopped. */
  signal?: AbortSignal;
}

export interface AnalysisEngine {
  readonly name: EngineName;
  /**
   * What wrote the answer, stored with it and part of the cache key: 'extractive', or the provider and model
   * ('openai:gpt-4o-mini'), so a changed model never serves another model's cached answers.
   */
  readonly id: string;
  analyze(input: AnalysisInput): Promise<EngineAnswer>;
}

/** An engine's answer; a model engine adds the tokens it used (stored with the analysis). */
export type EngineAnswer = Analysis & { usage?: TokenUsage };

/** What the UI says wrote an analysis, from its stored engine id (an older row may lack the model). */
export function engineLabel(id: string): string {
  if (id === 'extractive') return "Evidence engine — extracts and ranks the filing's own sentences";
  const model = id.split(':').slice(1).join(':');
  return model ? `AI (${model})` : 'AI (model not recorded)';
}

const engineNames = ['extractive', 'openai', 'anthropic'] as const;
export type EngineName = (typeof engineNames)[number];
