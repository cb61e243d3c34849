import type { ParsedFiling, TextSpan } from '../../../filings/index.ts';
import { evidenceAt } from '../../evidence.ts';
import type { Bm25Index, WeightedQuery } from '../../text/bm25.ts';
import { shortenSpan } from '../../text/sentences.ts';
import type { AnalysisItem } from '../../types.ts';
import { type Concept, concepts } from './concepts.ts';
import { boilerplate } from './initiatives.ts';
import type { Passage } from './passages.ts';
import { mergeQueries, type ProductProfile, termQuery } from './query.ts';
import { needWords, productNoun } from './relevance.ts';
import { rankSentences, spanTokens } from './scoring.ts';

export interface RankedOpportunity {
  concept: Concept;
  passage: Passage;
  best: TextSpan;
  item: AnalysisItem;
  /** Whether the product itself serves this need (false: the filing's need, offered as a possible angle). */
  fit: boolean;
}

/** Where in the filing the company says it, in a reader's words. */
function whereSaid(passage: Passage): string {
  const { key, title } = passage.section;
  if (/1A$/.test(key)) return 'among its risk factors';
  if (key === '1C') return 'in its cybersecurity disclosure';
  return `in its ${title}`;
}

/**
 * "Apple Inc. raises “hacking, ransomware attacks” among its risk factors: the exposure you reduce with your
 * endpoint security software." The filing's own words for the need, where it says them, and the seller's part —
 * or, for a need next to the product, that it is one, without inventing a fit.
 */
function opportunityDescription(
  company: string,
  passage: Passage,
  concept: Concept,
  quote: string,
  product: ProductProfile,
  fit: boolean,
): string {
  const said = `${company} raises “${needWords(concept, quote, passage.subheading?.text)}” ${whereSaid(passage)}`;
  return fit
    ? `${said}: ${concept.withYour} your ${productNoun(product.description)}.`
    : `${said}: it sits next to your ${productNoun(product.description)} rather than in it, worth a question, not a pitch.`;
}

/** The passage's sentence that states the need best, without boilerplate or another need's vocabulary. */
function needSentence(
  passage: Passage,
  concept: Concept,
  index: Bm25Index,
  query: WeightedQuery,
  minWords: number,
) {
  const usable = passage.sentences.filter((s) => {
    if (boilerplate.test(s.text)) return false;
    // Counted on what will be quoted: a long sentence is cut, and the need must survive the cut.
    const tokens = [...spanTokens(shortenSpan(s, 300))];
    // Two of the need's words: "terrorist attacks" alone is not a cybersecurity need.
    const needWords = new Set(tokens.filter((t) => concept.filingTerms.has(t)));
    return needWords.size >= minWords && !tokens.some((t) => concept.excludeTerms?.has(t));
  });
  return rankSentences(usable, index, query)[0];
}

/**
 * Positioning opportunities: for each need the product serves (or, failing that, the filing's most prominent
 * needs), the passage where the company states that need, paired with the product in plain words.
 */
export function rankOpportunities(
  filing: ParsedFiling,
  passages: Passage[],
  index: Bm25Index,
  product: ProductProfile,
  company: string,
): RankedOpportunity[] {
  return rankWith(filing, passages, index, product, company, 2);
}

function rankWith(
  filing: ParsedFiling,
  passages: Passage[],
  index: Bm25Index,
  product: ProductProfile,
  company: string,
  minWords: number,
  limit = 4,
): RankedOpportunity[] {
  const byConcept = concepts.map((concept) => {
    const conceptQuery = termQuery(concept.filingTerms);
    const query = mergeQueries(conceptQuery, product.query, 0.5);
    const candidates: { i: number; score: number }[] = [];
    passages.forEach((passage, i) => {
      // A need is stated, not implied: at least two of its words in the passage.
      if (index.matchedTerms(i, conceptQuery).length < 2 || boilerplate.test(passage.span.text.slice(0, 200)))
        return;
      candidates.push({ i, score: index.score(i, query) });
    });
    candidates.sort((a, b) => b.score - a.score || a.i - b.i);
    let best: { i: number; score: number; sentence?: TextSpan } = { i: -1, score: 0 };
    for (const candidate of candidates.slice(0, 5)) {
      const sentence = needSentence(passages[candidate.i] as Passage, concept, index, query, minWords);
      if (sentence && candidate.score > 0) {
        best = { ...candidate, sentence };
        break;
      }
    }
    return { concept, best, fit: product.concepts.includes(concept) };
  });
  const fitIds = new Set(product.concepts.map((c) => c.id));
  // Beyond what the product serves, only needs next to it: an endpoint-security seller has no talent pitch.
  const related = (b: (typeof byConcept)[number]) =>
    fitIds.size === 0 || product.concepts.some((c) => c.adjacent.includes(b.concept.id));
  const byScore = (a: (typeof byConcept)[number], b: (typeof byConcept)[number]) =>
    b.best.score - a.best.score;
  // Only needs the product serves or sits next to: a tax rate is no opening for a security vendor.
  const ordered = [
    ...product.concepts.map((c) => byConcept.find((b) => b.concept === c)!),
    ...byConcept.filter((b) => !b.fit && related(b)).sort(byScore),
  ].filter((b) => b.best.i >= 0);

  const usedPassages = new Set<number>();
  const out: RankedOpportunity[] = [];
  for (const { concept, best, fit } of ordered) {
    if (out.length >= limit || (!fit && out.length >= 2)) break;
    const { sentence } = best;
    if (usedPassages.has(best.i) || !sentence) continue;
    const passage = passages[best.i] as Passage;
    usedPassages.add(best.i);
    const quote = shortenSpan(sentence, 300);
    out.push({
      concept,
      passage,
      best: sentence,
      fit,
      item: {
        title: concept.headline,
        description: opportunityDescription(company, passage, concept, quote.text, product, fit),
        evidence: evidenceAt(filing, quote.start, quote.end),
      },
    });
  }
  return out;
}
