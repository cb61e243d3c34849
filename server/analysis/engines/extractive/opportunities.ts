import type { ParsedFiling, TextSpan } from '#server/filings/index.ts';
import { evidenceAt } from '../../evidence.ts';
import type { Bm25Index, WeightedQuery } from '../../text/bm25.ts';
import { shortenSpan } from '../../text/sentences.ts';
import type { AnalysisItem } from '../../types.ts';
import { type Concept, concepts } from './concepts.ts';
import { boilerplate } from './initiatives.ts';
import { needPhrase } from './need-phrase.ts';
import type { Passage } from './passages.ts';
import { mergeQueries, type ProductProfile, termQuery } from './query.ts';
import { withFacts } from './quote-facts.ts';
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

const HEADING_WORDS = 9;

/**
 * Where in the filing the company says it, in a reader's words, under its own heading when it has one ("under
 * “We rely on third-party suppliers…” among its risk factors"): the place is this company's, not any filing's.
 */
function whereSaid(passage: Passage): string {
  const { key, title } = passage.section;
  const place = /1A$/.test(key)
    ? 'among its risk factors'
    : key === '1C'
      ? 'in its cybersecurity disclosure'
      : `in its ${title}`;
  const words = passage.subheading?.text.replace(/[.:;]+$/, '').split(/\s+/);
  if (!words?.length) return place;
  const heading =
    words.length <= HEADING_WORDS ? words.join(' ') : `${words.slice(0, HEADING_WORDS).join(' ')}…`;
  return `under “${heading}” ${place}`;
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

/**
 * "Supply chain automation: 164 distribution facilities": the filing's own words for the need, with the quote's
 * facts — never the need's category alone, which every company's analysis would share.
 */
export function opportunityTitle(concept: Concept, quote: string, heading = ''): string {
  const phrase = needPhrase(quote, concept);
  const words = phrase ? completed(quote, phrase) : needPhrase(heading, concept);
  if (!words) return withFacts(concept.headline, quote);
  const named = asNounPhrase(words);
  return withFacts(named[0]!.toUpperCase() + named.slice(1), quote);
}

/** Where a phrase runs on into its clause's verb ("…incidents could result in"), or into another clause. */
const runsOn =
  /\s(?:could|may|might|would|will|can|was|were|is|are|has|have|had|provides?|consists?|drives?|devises?|include|which|that|so|there|during|in order)\b|,\s(?:there|which|we|and we)\b/i;
const leadIn =
  /^(?:including|such as|have|has|experienced?|and|or|the|a|an|of|to|in|with|into|our|its|their),?\s+/i;

/** The phrase as a title names a thing: cut where it runs on into a verb, without a dangling first or last word. */
function asNounPhrase(phrase: string): string {
  const cut = runsOn.exec(phrase);
  const shortened = cut ? tidyEnds(phrase.slice(0, cut.index)) : '';
  // A word or two left after the cut ("Customers") names less than the phrase it came from.
  return shortened.split(/\s+/).length >= 2 ? shortened : tidyEnds(phrase);
}

function tidyEnds(phrase: string): string {
  let text = phrase.trim();
  for (let i = 0; i < 3 && leadIn.test(text) && text.replace(leadIn, '').split(/\s+/).length >= 2; i++)
    text = text.replace(leadIn, '');
  while (trailingWeak.test(text)) text = text.replace(trailingWeak, '');
  return text.replace(/[,;]+$/, '').trim();
}

const TITLE_WORDS = 8;
const clauseEnd = /[,;:.()“”"]/;
const trailingWeak =
  /\s+(?:and|or|of|to|the|a|an|in|on|for|with|by|as|at|from|its|our|their|that|which|who|we|they|is|are|was|were|be|been|may|can|could|will|would|have|has|had|do|does|not|such|including|other|these|those|this|many|some)$/i;

/**
 * A need phrase of one or two words ("suppliers", "components") says nothing a title can stand on: it runs on to
 * the end of its clause ("Components we use in our technical infrastructure"), eight words at most.
 */
function completed(quote: string, phrase: string): string {
  const words = phrase.split(/\s+/);
  const at = quote.indexOf(phrase);
  if (words.length >= 3 || at < 0) return words.slice(0, TITLE_WORDS).join(' ');
  const rest = quote.slice(at + phrase.length).split(clauseEnd)[0] ?? '';
  let text = `${phrase}${rest}`.split(/\s+/).slice(0, TITLE_WORDS).join(' ').trim();
  while (trailingWeak.test(text)) text = text.replace(trailingWeak, '');
  if (text.split(/\s+/).length >= 3) return text;
  // Still a word or two at the end of its clause: the words before it that say whose or which.
  const before = (quote.slice(0, at).split(clauseEnd).at(-1) ?? '').trim().split(/\s+/).slice(-5);
  while (before.length && leadingWeak.test(before[0]!)) before.shift();
  return [...before, text].join(' ').trim();
}
const leadingWeak =
  /^(?:and|or|of|to|the|a|an|in|on|for|with|by|as|at|from|that|which|who|we|they|is|are|was|were|be|been|may|can|could|will|would|not|able|these|those|this|it|some|also|maintain|have|has|had)$/i;

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
  // Next to its main need only: next to a next-door need (robotics → AI → cloud) is no longer the seller's.
  const related = (b: (typeof byConcept)[number]) =>
    fitIds.size === 0 || (product.concepts[0]?.adjacent.includes(b.concept.id) ?? false);
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
        title: opportunityTitle(concept, quote.text, passage.subheading?.text),
        description: opportunityDescription(company, passage, concept, quote.text, product, fit),
        evidence: evidenceAt(filing, quote.start, quote.end),
      },
    });
  }
  return out;
}
