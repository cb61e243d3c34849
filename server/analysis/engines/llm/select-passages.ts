import type { ParsedFiling } from '../../../filings/sections/types.ts';
import { Bm25Index } from '../../text/bm25.ts';
import { initiativeTerms, riskTechTerms } from '../extractive/concepts.ts';
import { sectionPlan } from '../extractive/extractive-engine.ts';
import { collectPassages, type Passage } from '../extractive/passages.ts';
import { mergeQueries, type ProductProfile, termQuery } from '../extractive/query.ts';

/** Rough token count (≈ 4 characters per token for English prose); errs on the generous side. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 3.8);
}

export interface PromptPassage {
  id: string;
  passage: Passage;
}

/**
 * The filing's most relevant passages for this seller, within a token budget: what the product serves first, then
 * initiative and technology-risk vocabulary; returned in document order so the model reads them in context.
 */
export function selectPassages(
  filing: ParsedFiling,
  product: ProductProfile,
  budgetTokens: number,
  cost: (passage: Passage) => number = (p) => estimateTokens(p.span.text) + 20,
): PromptPassage[] {
  const passages = collectPassages(filing, sectionPlan[filing.formType].context);
  const index = new Bm25Index(passages.map((p) => `${p.subheading?.text ?? ''} ${p.span.text}`));
  const vocabulary = mergeQueries(termQuery(initiativeTerms, 0.5), termQuery(riskTechTerms, 0.5), 1);
  const query = mergeQueries(vocabulary, product.query, 1);
  const ranked = passages
    .map((passage, i) => ({ passage, score: index.score(i, query) }))
    .sort((a, b) => b.score - a.score);
  const chosen: Passage[] = [];
  let used = 0;
  for (const { passage } of ranked) {
    const tokens = cost(passage);
    if (used + tokens > budgetTokens) continue;
    chosen.push(passage);
    used += tokens;
  }
  return chosen
    .sort((a, b) => a.span.start - b.span.start)
    .map((passage, i) => ({ id: `P${i + 1}`, passage }));
}
