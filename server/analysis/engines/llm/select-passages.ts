import type { ParsedFiling } from '#server/filings/index.ts';
import { Bm25Index, type WeightedQuery } from '../../text/bm25.ts';
import type { NewRisk, RelatedFiling } from '../../types.ts';
import { initiativeTerms, riskTechTerms } from '../extractive/concepts.ts';
import { sectionPlan } from '../extractive/extractive-engine.ts';
import { collectPassages, type Passage } from '../extractive/passages.ts';
import { mergeQueries, type ProductProfile, termQuery } from '../extractive/query.ts';

/** Rough token count (≈ 4 characters per token for English prose); /3.8 errs on the generous side. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 3.8);
}

/**
 * Each group's share of the passage budget (ADR 0302). A group that needs less leaves the rest to the others; a
 * passage two groups want is paid for once.
 */
export const groupShares = { risks: 0.35, initiatives: 0.35, opportunities: 0.3 } as const;
type PassageGroup = keyof typeof groupShares;

export interface PromptPassage {
  id: string;
  passage: Passage;
  /** Set for a passage of another filing (the latest 10-K a 10-Q's risk factors point to). */
  from?: RelatedFiling;
}

interface Candidate {
  passage: Passage;
  from?: RelatedFiling;
}

/** The new risk factor a passage of the analysed filing belongs to, if any. */
export function newRiskAt(passage: Passage, newRisks: readonly NewRisk[]): NewRisk | undefined {
  return newRisks.find((risk) => passage.span.start >= risk.start && passage.span.start < risk.end);
}

/** Which passages each group reads, and what it looks for in them. */
function groupPlans(
  filing: ParsedFiling,
  candidates: readonly Candidate[],
  product: ProductProfile,
): Record<PassageGroup, { members: Candidate[]; query: WeightedQuery }> {
  const plan = sectionPlan[filing.formType];
  const initiativeKeys: readonly string[] = plan.initiatives;
  // A seller with no recognised words still gets passages: the group's own vocabulary carries the ranking.
  return {
    risks: {
      members: candidates.filter((c) => c.from || c.passage.section.key === plan.risks),
      query: mergeQueries(termQuery(riskTechTerms, 0.5), product.query, 1),
    },
    initiatives: {
      members: candidates.filter((c) => !c.from && initiativeKeys.includes(c.passage.section.key)),
      query: mergeQueries(termQuery(initiativeTerms, 1), product.query, 0.6),
    },
    opportunities: {
      members: [...candidates],
      query: mergeQueries(termQuery([...initiativeTerms, ...riskTechTerms], 0.2), product.query, 1),
    },
  };
}

/**
 * The filing's passages for a model prompt, within `budgetTokens`, so that a 300-page 10-K never goes whole.
 * Map: each group (risks, initiatives, opportunities) ranks the passages of its own sections with its own query
 * and takes the best into its share of the budget (new risk factors first). Reduce: the picks are merged, a passage
 * two groups chose counted once, and what the groups left unspent is filled from their next-best passages in turn.
 * Returned in document order, the filing's own before the annual report's, so the model reads them in context.
 */
export function selectPassages(
  filing: ParsedFiling,
  product: ProductProfile,
  budgetTokens: number,
  cost: (passage: Passage) => number = (p) => estimateTokens(p.span.text) + 20,
  annualReport?: RelatedFiling,
  newRisks: readonly NewRisk[] = [],
): PromptPassage[] {
  const own: Candidate[] = collectPassages(filing, sectionPlan[filing.formType].context).map((passage) => ({
    passage,
  }));
  const annual: Candidate[] = annualReport
    ? collectPassages(annualReport.filing, [sectionPlan['10-K'].risks]).map((passage) => ({
        passage,
        from: annualReport,
      }))
    : [];
  const all = [...own, ...annual];
  const index = new Bm25Index(all.map(({ passage: p }) => `${p.subheading?.text ?? ''} ${p.span.text}`));
  const position = new Map(all.map((candidate, i) => [candidate, i]));
  const leads = new Set(
    newRisks.flatMap((risk) => own.find(({ passage }) => newRiskAt(passage, [risk])) ?? []),
  );

  const ranked = Object.entries(groupPlans(filing, all, product)).map(([group, { members, query }]) => ({
    group: group as PassageGroup,
    queue: members
      .map((candidate) => ({ candidate, score: index.score(position.get(candidate)!, query) }))
      .sort(
        (a, b) =>
          Number(leads.has(b.candidate)) - Number(leads.has(a.candidate)) ||
          b.score - a.score ||
          position.get(a.candidate)! - position.get(b.candidate)!,
      )
      .map(({ candidate }) => candidate),
  }));

  const chosen = new Set<Candidate>();
  let used = 0;
  const take = (candidate: Candidate, limit: number): boolean => {
    if (chosen.has(candidate)) return true;
    const tokens = cost(candidate.passage);
    if (used + tokens > limit) return false;
    chosen.add(candidate);
    used += tokens;
    return true;
  };
  // Map: each group fills its own share; a passage too large for what is left is passed over, not truncated.
  for (const { group, queue } of ranked) {
    const limit = used + Math.floor(budgetTokens * groupShares[group]);
    for (const candidate of queue) take(candidate, Math.min(limit, budgetTokens));
  }
  // Reduce: the unspent budget goes round the groups, next-best passage each, until nothing more fits.
  const cursors = ranked.map(() => 0);
  for (let progress = true; progress; ) {
    progress = false;
    ranked.forEach(({ queue }, g) => {
      while (cursors[g]! < queue.length) {
        const candidate = queue[cursors[g]!++]!;
        if (!chosen.has(candidate) && take(candidate, budgetTokens)) {
          progress = true;
          return;
        }
      }
    });
  }

  return [...chosen]
    .sort((a, b) => Number(!!a.from) - Number(!!b.from) || a.passage.span.start - b.passage.span.start)
    .map(({ passage, from }, i) => ({ id: `P${i + 1}`, passage, ...(from ? { from } : {}) }));
}
