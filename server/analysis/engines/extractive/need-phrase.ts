import { stem } from '../../text/tokenize.ts';
import type { Concept } from './concepts.ts';

const MAX_WORDS = 6;
const MIN_WORDS = 3;
const WORD = /[A-Za-z][A-Za-z'’-]*/g;
/** Words a phrase must not start or end on: they need the words the window cut away. */
const DANGLING =
  /^(?:and|or|of|to|the|a|an|in|into|onto|on|for|with|by|as|at|from|its|our|their|such|including|other|any|may|could|can|be|is|are|was|were|that|which|who|than|about|relating|related|regarding|concerning|under|over|upon|within|across|between|through|against|toward|towards|via|per|these|those|this|we|it)$/i;

/**
 * The filing's own words for a need, as a short phrase from the quote: "hacking, ransomware attacks" for
 * cybersecurity, "supply chain productivity" for logistics. What we write around a quote carries these words, so
 * it says what this company said, not what any company might. Null when the quote names no word of the need.
 */
export function needPhrase(quote: string, concept: Concept): string | null {
  let best: { words: string[]; hits: number } | null = null;
  for (const clause of quote.split(/[;:()“”"]|,\s(?:and|or|but|which|including)\s|\.\s/)) {
    const words = [...clause.matchAll(WORD)].map((m) => m[0]);
    const hitsAt = words.flatMap((w, i) => (concept.filingTerms.has(stem(w.toLowerCase())) ? [i] : []));
    if (!hitsAt.length) continue;
    // From the first need word, as many of the others as fit.
    const first = hitsAt[0]!;
    const last = hitsAt.filter((i) => i - first < MAX_WORDS).at(-1)!;
    let from = first;
    // Past the last need word, the words that complete it ("attacks"), up to a joining word ("and", "of").
    let to = last + 1;
    while (to < words.length && to - from < MAX_WORDS && to <= last + 2 && !DANGLING.test(words[to]!)) to++;
    // One or two words ("systems", "cloud") say nothing of this company: take in the words that qualify them.
    while (to - from < MIN_WORDS && from > 0 && !DANGLING.test(words[from - 1]!)) from--;
    const window = words.slice(from, to);
    if (!best || hitsAt.length > best.hits) best = { words: window, hits: hitsAt.length };
  }
  if (!best) return null;
  return phraseText(quote, best.words);
}

/** The window as it is written in the quote (its commas kept), found by its first and last words. */
function phraseText(quote: string, words: string[]): string {
  const start = quote.indexOf(words[0]!);
  const lastWord = words.at(-1)!;
  const end = quote.indexOf(lastWord, start + words.slice(0, -1).join(' ').length - 1) + lastWord.length;
  const text = start >= 0 && end > start ? quote.slice(start, end) : words.join(' ');
  return text.replace(/\s+/g, ' ').trim();
}
