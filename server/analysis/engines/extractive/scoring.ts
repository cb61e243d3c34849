import type { TextSpan } from '#server/filings/index.ts';
import type { Bm25Index, WeightedQuery } from '../../text/bm25.ts';
import { tokenize } from '../../text/tokenize.ts';

const tokenCache = new WeakMap<TextSpan, Set<string>>();

/** Distinct tokens of a sentence span, computed once per span object. */
export function spanTokens(span: TextSpan): Set<string> {
  let tokens = tokenCache.get(span);
  if (!tokens) {
    tokens = new Set(tokenize(span.text));
    tokenCache.set(span, tokens);
  }
  return tokens;
}

/** Sum of weight × IDF of the distinct query terms in a sentence; money and percentages count against it. */
export function sentenceScore(span: TextSpan, index: Bm25Index, query: WeightedQuery): number {
  const sentence = span.text;
  const seen = spanTokens(span);
  let score = 0;
  for (const term of seen) {
    const weight = query.terms.get(term);
    if (weight) score += weight * index.idf(term);
  }
  const figures = (sentence.match(/[$%]|\b\d[\d,.]*\b/g) ?? []).length;
  return score - figures * 0.4;
}

/** Sentences best first; ties keep document order. */
export function rankSentences(sentences: TextSpan[], index: Bm25Index, query: WeightedQuery): TextSpan[] {
  return sentences
    .map((s, i) => ({ s, i, score: sentenceScore(s, index, query) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.s);
}

/** One or two sentences (in document order, ≤ maxChars) to describe an item. */
export function describe(ranked: TextSpan[], maxChars = 380): string {
  const [first, second] = ranked;
  if (!first) return '';
  const chosen = second && first.text.length + second.text.length < maxChars ? [first, second] : [first];
  chosen.sort((a, b) => a.start - b.start);
  const text = chosen.map((s) => s.text.replace(/\s+/g, ' ')).join(' ');
  return text.length <= maxChars + 120 ? text : `${text.slice(0, maxChars).replace(/\s+\S*$/, '')}…`;
}

export function normalizeKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
