import { tokenize } from '../../text/tokenize.ts';
import type { Concept } from './concepts.ts';
import { needPhrase } from './need-phrase.ts';
import type { ProductProfile } from './query.ts';

/** How close a passage is to what the seller sells: a need the product serves, one next to it, or neither. */
export interface Relevance {
  tier: 0 | 1 | 2;
  concept: Concept | null;
}

/** "endpoint security software for enterprises" → "endpoint security software": what it is, not whom it serves. */
export function productNoun(description: string): string {
  const first = description
    .replace(/\s+/g, ' ')
    .trim()
    .split(/[.;!?]|,\s|\s[-–—]\s/)[0]!
    .split(/\s(?:for|that|which|to|used|helping|built|designed|so)\s/i)[0]!
    .trim();
  const words = first.split(' ').slice(0, 7).join(' ');
  return /^[A-Z][a-z]/.test(words) ? words[0]!.toLowerCase() + words.slice(1) : words;
}

/** Distinct filing words of a concept in a text: two make the need stated, one only mentioned. */
function conceptHits(tokens: readonly string[], concept: Concept): number {
  if (tokens.some((t) => concept.excludeTerms?.has(t))) return 0;
  return new Set(tokens.filter((t) => concept.filingTerms.has(t))).size;
}

export function relevanceOf(
  text: string,
  product: ProductProfile,
  allConcepts: readonly Concept[],
): Relevance {
  const tokens = tokenize(text);
  for (const concept of product.concepts) if (conceptHits(tokens, concept) >= 2) return { tier: 2, concept };
  const adjacent = new Set(product.concepts.flatMap((c) => c.adjacent));
  const near = allConcepts.find((c) => adjacent.has(c.id) && conceptHits(tokens, c) >= 2);
  if (near) return { tier: 1, concept: near };
  for (const concept of product.concepts) if (conceptHits(tokens, concept) >= 1) return { tier: 1, concept };
  return { tier: 0, concept: null };
}

/** What a sentence about an item may draw on: the company, the item's own quote and heading. */
export interface RelevanceSubject {
  kind: 'initiative' | 'risk';
  company: string;
  quote: string;
  /** The risk's heading or the initiative's passage heading: where the need may be named when the quote does not. */
  heading?: string;
}

/** The filing's words for the need: from the quote, else from the heading, else the need's name. */
export function needWords(concept: Concept, quote: string, heading = ''): string {
  return needPhrase(quote, concept) ?? needPhrase(heading, concept) ?? concept.label;
}

/**
 * One sentence of our own saying why an item matters to this seller, built from this filing's words for the need
 * ("Apple ties this risk to “hacking, ransomware attacks”: the exposure you reduce with your endpoint security
 * software."). Nothing when the item names no need the product serves or sits next to: no bridge is invented, the
 * filing's own context speaks for the item.
 */
export function relevanceSentence(
  relevance: Relevance,
  product: ProductProfile,
  subject: RelevanceSubject,
): string {
  const { concept } = relevance;
  if (relevance.tier === 0 || !concept) return '';
  const noun = productNoun(product.description);
  const words = needWords(concept, subject.quote, subject.heading);
  if (relevance.tier === 2) {
    const lead =
      subject.kind === 'risk' ? `${subject.company} ties this risk to` : `${subject.company}'s plan turns on`;
    return `${lead} “${words}”: ${concept.withYour} your ${noun}.`;
  }
  return `“${capitalise(words)}” sits next to what you sell: ask how ${subject.company} handles it today.`;
}

const capitalise = (text: string) => text[0]!.toUpperCase() + text.slice(1);
