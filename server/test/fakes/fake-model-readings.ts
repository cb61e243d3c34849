import { weakProductTerms } from '#server/analysis/engines/extractive/concepts.ts';
import { splitSentences } from '#server/analysis/text/sentences.ts';
import { tokenize } from '#server/analysis/text/tokenize.ts';
import type { PromptExcerpt } from './fake-model-prompt.ts';

/** An excerpt as the fake model reads it: its quotable sentences and the seller's words it uses. */
export interface Reading {
  excerpt: PromptExcerpt;
  /** Verbatim pieces of the excerpt, 8 to 40 words each, as the system prompt asks. */
  quotes: string[];
  /** Product stem → the word as the excerpt spells it. */
  shared: Map<string, string>;
  /** How strongly the excerpt speaks to the product. */
  relevance: number;
}

/** Whole sentences of 8 to 40 words; a longer sentence gives its first 40 words, still a verbatim piece. */
function quotesOf(text: string): string[] {
  return splitSentences({ start: 0, end: text.length, text }).flatMap(({ text: sentence }) => {
    const words = sentence.split(/\s+/).length;
    if (words < 8) return [];
    if (words <= 40) return [sentence];
    return [/^(?:\S+\s+){39}\S+/.exec(sentence)![0].replace(/[,;:]+$/, '')];
  });
}

/** Words that size or praise the product ("for large enterprises", "leading") say nothing of what it does. */
const describing = new Set(
  tokenize(
    'large larger small smaller medium mid-sized sized size global leading modern best top easy fast simple',
  ),
);

function sharedWords(text: string, productStems: ReadonlySet<string>): Map<string, string> {
  const shared = new Map<string, string>();
  for (const [word] of text.matchAll(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g)) {
    for (const stem of tokenize(word)) {
      if (productStems.has(stem) && !shared.has(stem)) shared.set(stem, word.toLowerCase());
    }
  }
  return shared;
}

/**
 * Each product word's weight: rarer among the excerpts is more telling, and generic product words ("software",
 * "platform") count for little, since every filing uses them.
 */
function productWeights(shared: Map<string, string>[]): Map<string, number> {
  const weights = new Map<string, number>();
  for (const stem of new Set(shared.flatMap((s) => [...s.keys()]))) {
    const count = shared.filter((s) => s.has(stem)).length;
    weights.set(stem, (weakProductTerms.has(stem) ? 0.25 : 1) * Math.log(1 + shared.length / count));
  }
  return weights;
}

const weigh = (stems: Iterable<string>, weights: Map<string, number>) =>
  [...stems].reduce((total, stem) => total + (weights.get(stem) ?? 0), 0);

/** The excerpts that hold a quotable sentence, each with its quotes ordered best first for the seller. */
export function readExcerpts(excerpts: PromptExcerpt[], product: string): Reading[] {
  const productStems = new Set(tokenize(product).filter((stem) => !describing.has(stem)));
  const read = excerpts.flatMap((excerpt) => {
    const quotes = quotesOf(excerpt.text);
    return quotes.length > 0
      ? [{ excerpt, quotes, shared: sharedWords(`${excerpt.heading ?? ''} ${excerpt.text}`, productStems) }]
      : [];
  });
  const weights = productWeights(read.map((r) => r.shared));
  return read.map(({ excerpt, quotes, shared }) => {
    const scores = new Map(quotes.map((q) => [q, weigh(sharedWords(q, productStems).keys(), weights)]));
    return {
      excerpt,
      // Stable: among equally good quotes the filing's order stands.
      quotes: [...quotes].sort((a, b) => scores.get(b)! - scores.get(a)!),
      shared,
      relevance: weigh(shared.keys(), weights),
    };
  });
}

/** The product words an excerpt uses, the telling ones only. */
export function strongWords(reading: Reading): string[] {
  return [...reading.shared].flatMap(([stem, word]) => (weakProductTerms.has(stem) ? [] : [word]));
}
