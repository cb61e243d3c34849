import { Bm25Index, queryFrom, stem } from '#server/analysis/index.ts';
import type { Section, TextSpan } from '#server/filings/index.ts';
import { sentencesOf } from '../sentences.ts';

export interface RankedPassage extends TextSpan {
  section: { key: string; title: string };
  score: number;
}

/** Words of how a question is put ("Do they mention…", "What did they say about…"), not what it asks. */
const ASKING_WORDS = new Set(
  'mention mentioned say said talk discuss disclose describe tell about many much they them their company anything'
    .split(' ')
    .map(stem),
);
/** A sentence is a passage worth quoting only when it reads as one: a table cell or a page footer is not. */
const MIN_PASSAGE_CHARS = 30;
const MAX_PASSAGES = 5;

/** What ranking reads of a parsed filing (any form, 8-Ks included). */
type ParsedSections = { readonly sections: readonly Section[] };

interface SentenceIndex {
  sentences: { span: TextSpan; section: { key: string; title: string } }[];
  bm25: Bm25Index;
}

/** One index per parsed filing: the parsed filings are cached, so a second question costs only the scoring. */
const indexes = new WeakMap<ParsedSections, SentenceIndex>();

function indexOf(parsed: ParsedSections): SentenceIndex {
  let index = indexes.get(parsed);
  if (!index) {
    const sentences: SentenceIndex['sentences'] = [];
    for (const section of parsed.sections) {
      if (section.kind !== 'content') continue;
      const where = { key: section.key, title: section.title };
      for (const paragraph of section.paragraphs) {
        for (const span of sentencesOf(paragraph)) {
          if (span.text.length >= MIN_PASSAGE_CHARS) sentences.push({ span, section: where });
        }
      }
    }
    // The section title rides with each sentence, so "cybersecurity" finds Item 1C's sentences that never say it.
    const bm25 = new Bm25Index(sentences.map(({ span, section }) => `${section.title}. ${span.text}`));
    index = { sentences, bm25 };
    indexes.set(parsed, index);
  }
  return index;
}

/**
 * The filing's passages that best answer a question, best first: BM25 over its sentences (each with its section's
 * title), keeping only sentences that share a term with the question beyond its section's title. Empty when the
 * filing does not say.
 */
export function rankPassages(parsed: ParsedSections, question: string): RankedPassage[] {
  const query = queryFrom(question);
  for (const term of [...query.terms.keys()]) if (ASKING_WORDS.has(term)) query.terms.delete(term);
  if (query.terms.size === 0) return [];
  const { sentences, bm25 } = indexOf(parsed);
  const scored: RankedPassage[] = [];
  for (let i = 0; i < sentences.length; i += 1) {
    const score = bm25.score(i, query);
    if (score <= 0) continue;
    const { span, section } = sentences[i]!;
    const inSentence = queryFrom(span.text).terms;
    if (![...query.terms.keys()].some((term) => inSentence.has(term))) continue;
    scored.push({ ...span, section, score });
  }
  scored.sort((a, b) => b.score - a.score || a.start - b.start);
  const seen = new Set<string>();
  return scored
    .filter((passage) => {
      // A filing repeats its boilerplate; one copy of a sentence is enough.
      if (seen.has(passage.text)) return false;
      seen.add(passage.text);
      return true;
    })
    .slice(0, MAX_PASSAGES);
}
