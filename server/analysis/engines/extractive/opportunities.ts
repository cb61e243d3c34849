import type { ParsedFiling, TextSpan } from '../../../filings/sections/types.ts';
import { evidenceAt } from '../../evidence.ts';
import type { Bm25Index } from '../../text/bm25.ts';
import { shortenSpan } from '../../text/sentences.ts';
import type { AnalysisItem } from '../../types.ts';
import { type Concept, concepts } from './concepts.ts';
import { boilerplate } from './initiatives.ts';
import type { Passage } from './passages.ts';
import { mergeQueries, type ProductProfile, termQuery } from './query.ts';
import { rankSentences, spanTokens } from './scoring.ts';

export interface RankedOpportunity {
  concept: Concept;
  passage: Passage;
  best: TextSpan;
  item: AnalysisItem;
  /** Whether the product itself serves this need (false: the filing's need, offered as a possible angle). */
  fit: boolean;
}

/** "endpoint security software for enterprises" → "endpoint security software for enterprises", capped. */
export function productPhrase(description: string): string {
  const text = description
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/, '');
  const short = text.length <= 90 ? text : `${text.slice(0, 90).replace(/\s+\S*$/, '')}…`;
  return /^[A-Z][a-z]/.test(short) ? short[0]?.toLowerCase() + short.slice(1) : short;
}

function whereSaid(passage: Passage, topic: string): string {
  const { key, title } = passage.section;
  if (/1A$/.test(key)) return `lists ${topic} among its risk factors (${title})`;
  if (key === '1C') return `describes how it manages ${topic} (${title})`;
  return `discusses ${topic} in ${title}`;
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
  limit = 4,
): RankedOpportunity[] {
  const byConcept = concepts.map((concept) => {
    const conceptQuery = termQuery(concept.filingTerms);
    const query = mergeQueries(conceptQuery, product.query, 0.5);
    let best = { i: -1, score: 0 };
    passages.forEach((passage, i) => {
      // A need is stated, not implied: at least two of its words in the passage.
      if (index.matchedTerms(i, conceptQuery).length < 2 || boilerplate.test(passage.span.text.slice(0, 200)))
        return;
      const score = index.score(i, query);
      if (score > best.score) best = { i, score };
    });
    return { concept, query: conceptQuery, best, fit: product.concepts.includes(concept) };
  });
  const ordered = [
    ...product.concepts.map((c) => byConcept.find((b) => b.concept === c)!),
    ...byConcept.filter((b) => !b.fit).sort((a, b) => b.best.score - a.best.score),
  ].filter((b) => b.best.i >= 0);

  const usedPassages = new Set<number>();
  const out: RankedOpportunity[] = [];
  const what = productPhrase(product.description);
  for (const { concept, query, best, fit } of ordered) {
    if (out.length >= limit || (!fit && out.length >= 2)) break;
    if (usedPassages.has(best.i)) continue;
    const passage = passages[best.i] as Passage;
    const sentence = rankSentences(
      passage.sentences.filter(
        (s) => !boilerplate.test(s.text) && [...spanTokens(s)].some((t) => concept.filingTerms.has(t)),
      ),
      index,
      query,
    )[0];
    if (!sentence) continue;
    usedPassages.add(best.i);
    const quote = shortenSpan(sentence, 300);
    const pitch = fit
      ? `Position your ${what} as a way to ${concept.outcome}.`
      : `If your ${what} can help here, position it as a way to ${concept.outcome}.`;
    out.push({
      concept,
      passage,
      best: sentence,
      fit,
      item: {
        title: concept.headline,
        description: `${company} ${whereSaid(passage, concept.label)}. ${pitch}`,
        evidence: evidenceAt(filing, quote.start, quote.end),
      },
    });
  }
  return out;
}
