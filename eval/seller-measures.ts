import { concepts } from '../server/analysis/engines/extractive/concepts.ts';
import { tokenize } from '../server/analysis/text/tokenize.ts';
import type { Analysis, AnalysisItem, Evidence } from '../server/analysis/types.ts';

/**
 * Issue #28's measures of whether an analysis is this seller's: what two sellers are shown of one filing, whether
 * each sees its own need near the top, whether an empty group says why, and whether a title could be another
 * company's.
 */

const GROUPS = ['keyInitiatives', 'riskFactors', 'positioningOpportunities'] as const;
const POINTER_TITLE = 'Risk factors unchanged since the annual report';

const place = (e: Evidence) => `${e.source?.accession ?? ''}:${e.start}`;

/** The quotes behind the opportunities and conversation starters: what a seller is pointed at. */
function pitchQuotes(analysis: Analysis): Set<string> {
  return new Set([
    ...analysis.positioningOpportunities.flatMap((o) => (o.evidence ? [place(o.evidence)] : [])),
    ...analysis.conversationStarters.map((s) => place(s.evidence)),
  ]);
}

/** Jaccard of two sellers' pitch quotes on one filing; null when neither was pointed at anything. */
export function sellerOverlap(a: Analysis, b: Analysis): number | null {
  const qa = pitchQuotes(a);
  const qb = pitchQuotes(b);
  const union = new Set([...qa, ...qb]);
  if (union.size === 0) return null;
  return [...qa].filter((q) => qb.has(q)).length / union.size;
}

const concept = (id: string) => concepts.find((c) => c.id === id)!;
const speaksOf = (item: AnalysisItem, id: string) => {
  const terms = concept(id).filingTerms;
  return tokenize(`${item.title} ${item.evidence?.quote ?? ''}`).some((t) => terms.has(t));
};

/** A security risk (its heading or quote names breaches, attacks, cybersecurity…) among the first `n` risks. */
export function securityRiskInTop(analysis: Analysis, n = 3): boolean {
  return analysis.riskFactors
    .filter((r) => r.title !== POINTER_TITLE)
    .slice(0, n)
    .some((r) => speaksOf(r, 'cybersecurity'));
}

/** A warehouse, plant or distribution item among the first `n` initiatives or the first `n` opportunities. */
export function operationsItemInTop(analysis: Analysis, n = 3): boolean {
  return [...analysis.keyInitiatives.slice(0, n), ...analysis.positioningOpportunities.slice(0, n)].some(
    (item) => speaksOf(item, 'operations'),
  );
}

/** Empty groups, split by whether the analysis says why. */
export function emptyGroups(analysis: Analysis): { withReason: string[]; withoutReason: string[] } {
  const empty = GROUPS.filter((g) => analysis[g].length === 0);
  return {
    withReason: empty.filter((g) => analysis.emptyReasons?.[g]),
    withoutReason: empty.filter((g) => !analysis.emptyReasons?.[g]),
  };
}

/** Whether every group is empty: nothing at all to read. */
export const isEmptyAnalysis = (analysis: Analysis) => GROUPS.every((g) => analysis[g].length === 0);

export interface WrittenTitle {
  company: string;
  title: string;
}

/**
 * Titles (digits as '#', case and punctuation aside) given to two or more companies: a title that could head
 * another company's item names none of this one's facts. Risk headings are the filing's own and count too.
 */
export function recurringTitles(titles: readonly WrittenTitle[], minCompanies = 2) {
  const key = (title: string) =>
    title
      .toLowerCase()
      .replace(/\d+/g, '#')
      .replace(/[^a-z#]+/g, ' ')
      .trim();
  const companiesOf = new Map<string, Set<string>>();
  for (const { company, title } of titles) {
    if (title === POINTER_TITLE) continue;
    companiesOf.set(key(title), (companiesOf.get(key(title)) ?? new Set()).add(company));
  }
  const recurring = [...companiesOf].filter(([, companies]) => companies.size >= minCompanies);
  return {
    distinct: companiesOf.size,
    recurring: recurring.length,
    examples: recurring.map(([title, companies]) => `${companies.size} companies: ${title}`),
  };
}
