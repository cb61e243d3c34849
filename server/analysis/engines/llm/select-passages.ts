import type { ParsedFiling } from '../../../filings/index.ts';
import { Bm25Index } from '../../text/bm25.ts';
import type { NewRisk, RelatedFiling } from '../../types.ts';
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
  /** Set for a passage of another filing (the latest 10-K a 10-Q's risk factors point to). */
  from?: RelatedFiling;
}

/** The new risk factor a passage of the analysed filing belongs to, if any. */
export function newRiskAt(passage: Passage, newRisks: readonly NewRisk[]): NewRisk | undefined {
  return newRisks.find((risk) => passage.span.start >= risk.start && passage.span.start < risk.end);
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
  annualReport?: RelatedFiling,
  newRisks: readonly NewRisk[] = [],
): PromptPassage[] {
  const own = collectPassages(filing, sectionPlan[filing.formType].context).map((passage) => ({ passage }));
  const annual = annualReport
    ? collectPassages(annualReport.filing, [sectionPlan['10-K'].risks]).map((passage) => ({
        passage,
        from: annualReport,
      }))
    : [];
  const all: { passage: Passage; from?: RelatedFiling }[] = [...own, ...annual];
  const index = new Bm25Index(all.map(({ passage: p }) => `${p.subheading?.text ?? ''} ${p.span.text}`));
  const vocabulary = mergeQueries(termQuery(initiativeTerms, 0.5), termQuery(riskTechTerms, 0.5), 1);
  const query = mergeQueries(vocabulary, product.query, 1);
  // The opening passage of each risk factor new this year goes in first: the prompt must show them.
  const leads = new Set(
    newRisks.flatMap((risk) => {
      const first = own.find(({ passage }) => newRiskAt(passage, [risk]));
      return first ? [first.passage] : [];
    }),
  );
  const ranked = all
    .map((entry, i) => ({ entry, score: index.score(i, query) }))
    .sort(
      (a, b) => Number(leads.has(b.entry.passage)) - Number(leads.has(a.entry.passage)) || b.score - a.score,
    );
  const chosen: typeof all = [];
  let used = 0;
  for (const { entry } of ranked) {
    const tokens = cost(entry.passage);
    if (used + tokens > budgetTokens) continue;
    chosen.push(entry);
    used += tokens;
  }
  // Document order, the filing's own passages before the annual report's.
  return chosen
    .sort((a, b) => Number(!!a.from) - Number(!!b.from) || a.passage.span.start - b.passage.span.start)
    .map(({ passage, from }, i) => ({ id: `P${i + 1}`, passage, ...(from ? { from } : {}) }));
}
