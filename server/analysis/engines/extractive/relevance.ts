import { tokenize } from '../../text/tokenize.ts';
import type { Concept } from './concepts.ts';
import type { ProductProfile } from './query.ts';

/** How close a passage is to what the seller sells: a need the product serves, one next to it, or neither. */
export interface Relevance {
  tier: 0 | 1 | 2;
  concept: Concept | null;
}

/** Why a need matters to someone selling into it, completing "…because it …". */
const because: Record<string, string> = {
  cybersecurity: 'names the breach and attack exposure that product is bought to reduce',
  data: 'turns on how quickly the company can consolidate and act on its data',
  cloud: 'depends on the systems and capacity the company runs on',
  ai: 'shows where the company is putting AI and automation to work',
  'supply-chain': 'depends on visibility into suppliers, inventory and logistics',
  compliance: 'creates obligations the company has to evidence and control',
  customer: 'turns on how well the company reaches and keeps its customers',
  workforce: 'depends on hiring, training and keeping people',
  cost: 'puts pressure on costs and margins',
  sustainability: 'commits the company to measuring and cutting emissions and energy use',
};

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

/** What the sentence is about, so an item without a direct need still gets advice of its own. */
export interface RelevanceSubject {
  kind: 'initiative' | 'risk' | 'opportunity';
  title: string;
}

/** "Investing in cloud" → "investing in cloud"; a heading that is a sentence is left as it is. */
const lowerFirst = (title: string) =>
  /^[A-Z][a-z]+ing\b/.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title;

/** One sentence of its own saying why an item matters to a seller of this product. */
export function relevanceSentence(
  relevance: Relevance,
  product: ProductProfile,
  subject?: RelevanceSubject,
): string {
  const noun = productNoun(product.description);
  const { concept } = relevance;
  if (relevance.tier === 2 && concept) return `It matters to your ${noun} because it ${because[concept.id]}.`;
  if (relevance.tier === 1 && concept)
    return `It is next to what your ${noun} does: it ${because[concept.id]}, a way into the conversation.`;
  const need = product.concepts[0]?.label;
  const notA = need ? `It is not a ${need} need in itself` : `It does not name a need your ${noun} serves`;
  if (subject?.kind === 'initiative' && subject.title.split(/\s+/).length <= 9)
    return `${notA}; ask what ${lowerFirst(subject.title)} changes in what they need from your ${noun}.`;
  if (subject?.kind === 'risk') return `${notA}, but it shows what leadership is watching this year.`;
  return `${notA}: use it to understand the company's priorities.`;
}
