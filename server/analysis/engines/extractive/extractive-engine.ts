import { verifyAnalysis } from '../../evidence.ts';
import { Bm25Index } from '../../text/bm25.ts';
import { tokenize } from '../../text/tokenize.ts';
import type { Analysis, AnalysisEngine, AnalysisInput } from '../../types.ts';
import { rankInitiatives } from './initiatives.ts';
import { rankOpportunities } from './opportunities.ts';
import { collectPassages } from './passages.ts';
import { profileProduct } from './query.ts';
import { type RankedRisk, rankRisks, riskBlocks, riskPointer } from './risks.ts';
import { buildStarters, type StarterSource } from './starters.ts';

export const sectionPlan = {
  '10-K': { initiatives: ['1', '7'], risks: '1A', context: ['1', '1A', '1C', '7'] },
  '10-Q': { initiatives: ['I-2'], risks: 'II-1A', context: ['I-2', 'II-1A'] },
} as const;

const riskLimit = 6;

/** Extractive analysis: every sentence shown comes from the filing; deterministic, no network. */
export function analyzeExtractive(input: AnalysisInput): Analysis {
  const { filing } = input;
  const plan = sectionPlan[filing.formType];
  const product = profileProduct(input.productDescription);
  const company = input.companyName ?? input.ticker ?? 'The company';

  const passages = collectPassages(filing, plan.context);
  const index = new Bm25Index(passages.map((p) => p.span.text));
  const initiatives = rankInitiatives(filing, passages, index, plan.initiatives, product);
  const blocks = riskBlocks(filing, plan.risks);
  const risks: RankedRisk[] = rankRisks(filing, blocks, product).slice(0, riskLimit);
  const pointer = risks.length === 0 ? riskPointer(filing, plan.risks) : null;
  const opportunities = rankOpportunities(filing, passages, index, product, company);

  const sources: StarterSource[] = [];
  const [topRisk] = risks;
  const [topInitiative, secondInitiative] = initiatives;
  const [topOpportunity, secondOpportunity] = opportunities;
  if (topOpportunity?.fit)
    sources.push({ kind: 'opportunity', sentence: topOpportunity.best, topic: topOpportunity.concept.label });
  const riskTopic = (risk: RankedRisk) => {
    const tokens = tokenize(`${risk.heading.text} ${risk.best.text}`);
    const need = product.concepts.find(
      (c) =>
        new Set(tokens.filter((t) => c.filingTerms.has(t))).size >= 2 &&
        !tokens.some((t) => c.excludeTerms?.has(t)),
    );
    return need ? `that ${need.label} risk` : undefined;
  };
  if (topRisk) sources.push({ kind: 'risk', sentence: topRisk.best, topic: riskTopic(topRisk) });
  if (topInitiative)
    sources.push({ kind: 'initiative', sentence: topInitiative.best, topic: topInitiative.item.title });
  if (topOpportunity && !topOpportunity.fit)
    sources.push({ kind: 'opportunity', sentence: topOpportunity.best, topic: topOpportunity.concept.label });
  if (secondOpportunity)
    sources.push({
      kind: 'opportunity',
      sentence: secondOpportunity.best,
      topic: secondOpportunity.concept.label,
    });
  if (secondInitiative)
    sources.push({ kind: 'initiative', sentence: secondInitiative.best, topic: secondInitiative.item.title });
  if (risks[1]) sources.push({ kind: 'risk', sentence: risks[1].best, topic: riskTopic(risks[1]) });

  return verifyAnalysis(filing, {
    keyInitiatives: initiatives.map((i) => i.item),
    riskFactors: pointer ? [pointer] : risks.map((r) => r.item),
    positioningOpportunities: opportunities.map((o) => o.item),
    conversationStarters: buildStarters(filing, filing.formType, sources),
  });
}

export function createExtractiveEngine(): AnalysisEngine {
  return { name: 'extractive', analyze: async (input) => analyzeExtractive(input) };
}
