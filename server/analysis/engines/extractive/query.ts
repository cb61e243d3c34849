import type { WeightedQuery } from '../../text/bm25.ts';
import { tokenize } from '../../text/tokenize.ts';
import { type Concept, concepts, weakProductTerms } from './concepts.ts';

export interface ProductProfile {
  description: string;
  /** The user's own words (weak generic words down-weighted) plus the vocabulary of the needs they serve. */
  query: WeightedQuery;
  /** Needs the product serves, strongest first. */
  concepts: Concept[];
}

/** Whether the word at `i` of the description means `concept` where it stands ("data warehouse" vs "warehouse robots"). */
function meansConcept(concept: Concept, tokens: readonly string[], i: number): boolean {
  const token = tokens[i]!;
  if (!concept.productTerms.has(token)) return false;
  const before = tokens[i - 1];
  const onlyAfter = concept.productOnlyAfter?.[token];
  if (onlyAfter !== undefined && before !== onlyAfter) return false;
  return concept.productNotAfter?.[token] === undefined || before !== concept.productNotAfter[token];
}

/** The needs a description names, strongest first. */
export function readConcepts(description: string): Concept[] {
  const tokens = tokenize(description);
  return concepts
    .map((concept) => ({ concept, hits: tokens.filter((_, i) => meansConcept(concept, tokens, i)).length }))
    .filter((m) => m.hits > 0)
    .sort((a, b) => b.hits - a.hits)
    .map((m) => m.concept);
}

/**
 * How the product is read: its words, and the needs it serves — the ones the user picked (`chosen`, concept ids,
 * when they corrected our reading), else the ones its description names.
 */
export function profileProduct(description: string, chosen?: readonly string[] | null): ProductProfile {
  const tokens = tokenize(description);
  const terms = new Map<string, number>();
  const derived = readConcepts(description);
  // Picked needs keep the description's order where it names them, then the taxonomy's.
  const matched = chosen
    ? [
        ...derived.filter((c) => chosen.includes(c.id)),
        ...concepts.filter((c) => chosen.includes(c.id) && !derived.includes(c)),
      ]
    : derived;
  matched.forEach((concept, rank) => {
    const weight = rank === 0 ? 0.7 : 0.45;
    for (const term of concept.filingTerms) terms.set(term, Math.max(terms.get(term) ?? 0, weight));
  });
  for (const t of tokens) terms.set(t, weakProductTerms.has(t) ? 0.15 : 1.2);
  return { description: description.trim(), query: { terms }, concepts: matched };
}

export function termQuery(terms: Iterable<string>, weight = 1): WeightedQuery {
  return { terms: new Map([...terms].map((t) => [t, weight])) };
}

/** A query that is `a` plus `b` scaled; the larger weight wins for shared terms. */
export function mergeQueries(a: WeightedQuery, b: WeightedQuery, bScale: number): WeightedQuery {
  const terms = new Map(a.terms);
  for (const [t, w] of b.terms) terms.set(t, Math.max(terms.get(t) ?? 0, w * bScale));
  return { terms };
}
