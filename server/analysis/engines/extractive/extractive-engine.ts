import { verifyAnalysis } from '../../evidence.ts';
import { markNewRisks } from '../../new-risks.ts';
import { Bm25Index } from '../../text/bm25.ts';
import type {
  Analysis,
  AnalysisEngine,
  AnalysisInput,
  Evidence,
  NewRisk,
  RelatedFiling,
} from '../../types.ts';
import { type RankedInitiative, rankInitiatives } from './initiatives.ts';
import { type RankedOpportunity, rankOpportunities } from './opportunities.ts';
import { collectPassages } from './passages.ts';
import { type ProductProfile, profileProduct } from './query.ts';
import { needWords } from './relevance.ts';
import { type RankedRisk, rankRisks, riskBlocks, riskPointer } from './risks.ts';
import { buildStarters, type StarterSource } from './starters.ts';

export const sectionPlan = {
  '10-K': { initiatives: ['1', '7'], risks: '1A', context: ['1', '1A', '1C', '7'] },
  '10-Q': { initiatives: ['I-2'], risks: 'II-1A', context: ['I-2', 'II-1A'] },
} as const;

const riskLimit = 6;

/** Risk items of the annual report a 10-Q points to, each quote marked as coming from that 10-K. */
function annualRisks(annual: RelatedFiling, product: ProductProfile, company: string): RankedRisk[] {
  const source = { accession: annual.accession, formType: '10-K' as const };
  const blocks = riskBlocks(annual.filing, sectionPlan['10-K'].risks);
  return rankRisks(annual.filing, blocks, product, company).map((risk) => ({
    ...risk,
    item: {
      ...risk.item,
      evidence: risk.item.evidence && {
        ...risk.item.evidence,
        section: { key: '1A', title: 'Risk Factors (latest Form 10-K)' },
        source,
      },
    },
  }));
}

/** Initiatives from the MD&A of an annual report to shareholders (Exhibit 13), each quote marked as from it. */
function exhibitInitiatives(
  exhibit: RelatedFiling,
  product: ProductProfile,
  company: string,
): RankedInitiative[] {
  const passages = collectPassages(exhibit.filing, ['7']);
  const index = new Bm25Index(passages.map((p) => p.span.text));
  const source = { accession: exhibit.accession, formType: '10-K' as const, document: exhibit.document };
  return rankInitiatives(exhibit.filing, passages, index, ['7'], product, company).map((initiative) => ({
    ...initiative,
    item: {
      ...initiative.item,
      evidence: initiative.item.evidence && {
        ...initiative.item.evidence,
        section: { key: '7', title: "Management's Discussion and Analysis (Exhibit 13)" },
        source,
      },
    },
  }));
}

/** The filing's own initiatives and the exhibit's, most relevant first, without repeating a title. */
function mergeInitiatives(
  own: RankedInitiative[],
  fromExhibit: RankedInitiative[],
  limit = 5,
): RankedInitiative[] {
  const seen = new Set<string>();
  return [...own, ...fromExhibit]
    .sort((a, b) => b.relevance.tier - a.relevance.tier)
    .filter((i) => {
      const key = i.item.title.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, limit);
}

/**
 * Risks new this year (absent from the prior 10-K) first within their relevance tier: a new risk that is as
 * relevant to the product as another is the better thing to tell a seller.
 */
function preferNewRisks(ranked: RankedRisk[], newRisks: readonly NewRisk[] | undefined): RankedRisk[] {
  if (!newRisks?.length) return ranked;
  const isNew = (risk: RankedRisk) =>
    newRisks.some((n) => risk.heading.start >= n.start && risk.heading.start < n.end);
  return [...ranked].sort(
    (a, b) => b.relevance.tier - a.relevance.tier || Number(isNew(b)) - Number(isNew(a)),
  );
}

/** Extractive analysis: every sentence shown comes from the filing; deterministic, no network. */
export function analyzeExtractive(input: AnalysisInput): Analysis {
  const { filing } = input;
  const plan = sectionPlan[filing.formType];
  const product = profileProduct(input.productDescription, input.sellerConcepts);
  const company = input.companyName ?? input.ticker ?? 'The company';

  const passages = collectPassages(filing, plan.context);
  const index = new Bm25Index(passages.map((p) => p.span.text));
  const exhibit = filing.formType === '10-K' ? input.exhibit : undefined;
  const initiatives = exhibit
    ? mergeInitiatives(
        rankInitiatives(filing, passages, index, plan.initiatives, product, company),
        exhibitInitiatives(exhibit, product, company),
      )
    : rankInitiatives(filing, passages, index, plan.initiatives, product, company);
  const own = preferNewRisks(
    rankRisks(filing, riskBlocks(filing, plan.risks), product, company),
    input.newRisks,
  );
  const annual = own.length === 0 && filing.formType === '10-Q' ? input.annualReport : undefined;
  const followed = annual ? annualRisks(annual, product, company) : [];
  const pointer = own.length === 0 ? riskPointer(filing, plan.risks, company, followed[0]?.item.title) : null;
  const risks = (own.length > 0 ? own : followed).slice(0, pointer ? riskLimit - 1 : riskLimit);
  const opportunities = rankOpportunities(filing, passages, index, product, company);

  // Questions about what bears on the seller; the filing's other items only to make up three, so two sellers
  // reading one filing are not handed the same openers.
  const sources: StarterSource[] = [];
  const aside: StarterSource[] = [];
  const add = (
    kind: StarterSource['kind'],
    evidence: Evidence | null,
    about: Omit<StarterSource, 'kind' | 'evidence'>,
    bearsOnSeller = true,
  ) => {
    if (evidence) (bearsOnSeller ? sources : aside).push({ kind, evidence, ...about });
  };
  // A risk's question names the filing's words for the need it shares with the product, else its heading.
  const aboutRisk = (risk: RankedRisk) => {
    const { concept, tier } = risk.relevance;
    const phrase =
      concept && tier > 0 && risk.item.evidence
        ? needWords(concept, risk.item.evidence.quote, risk.heading.text)
        : undefined;
    return { topic: risk.item.title, phrase };
  };
  const aboutOpportunity = (o: RankedOpportunity) => ({
    phrase: needWords(o.concept, o.item.evidence?.quote ?? '', o.passage.subheading?.text),
  });
  const [topRisk, secondRisk] = risks;
  const [topInitiative, secondInitiative] = initiatives;
  const [topOpportunity, secondOpportunity] = opportunities;
  if (topOpportunity?.fit) add('opportunity', topOpportunity.item.evidence, aboutOpportunity(topOpportunity));
  if (topRisk) add('risk', topRisk.item.evidence, aboutRisk(topRisk), topRisk.relevance.tier > 0);
  if (topInitiative)
    add(
      'initiative',
      topInitiative.item.evidence,
      { topic: topInitiative.item.title },
      topInitiative.relevance.tier > 0,
    );
  if (topOpportunity && !topOpportunity.fit)
    add('opportunity', topOpportunity.item.evidence, aboutOpportunity(topOpportunity));
  if (secondOpportunity)
    add('opportunity', secondOpportunity.item.evidence, aboutOpportunity(secondOpportunity));
  if (secondInitiative)
    add(
      'initiative',
      secondInitiative.item.evidence,
      { topic: secondInitiative.item.title },
      secondInitiative.relevance.tier > 0,
    );
  if (secondRisk) add('risk', secondRisk.item.evidence, aboutRisk(secondRisk), secondRisk.relevance.tier > 0);
  // A 10-Q that only points back: ask about the annual report's first risk quoted below it.
  if (pointer) add('pointer', pointer.evidence, { topic: followed[0]?.item.title });

  const forSeller = buildStarters(sources);
  const starters = forSeller.length >= 3 ? forSeller : buildStarters([...sources, ...aside], 3);
  const verified = verifyAnalysis(
    filing,
    {
      keyInitiatives: initiatives.map((i) => i.item),
      riskFactors: [...(pointer ? [pointer] : []), ...risks.map((r) => r.item)],
      positioningOpportunities: opportunities.map((o) => o.item),
      conversationStarters: starters,
    },
    [annual, exhibit].filter((r): r is RelatedFiling => r !== undefined),
  );
  return markNewRisks(verified, input.newRisks);
}

export function createExtractiveEngine(): AnalysisEngine {
  return { name: 'extractive', id: 'extractive', analyze: async (input) => analyzeExtractive(input) };
}
