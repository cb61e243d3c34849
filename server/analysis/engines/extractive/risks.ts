import type { ParsedFiling, Section, TextSpan } from '../../../filings/sections/types.ts';
import { evidenceAt } from '../../evidence.ts';
import { Bm25Index, queryFrom } from '../../text/bm25.ts';
import { isProse, isQuotableSentence } from '../../text/prose.ts';
import { clipSpan, shortenSpan, splitSentences } from '../../text/sentences.ts';
import type { AnalysisItem } from '../../types.ts';
import { riskTechTerms } from './concepts.ts';
import { findSection } from './passages.ts';
import type { ProductProfile } from './query.ts';
import { mergeQueries, termQuery } from './query.ts';
import { describe, rankSentences } from './scoring.ts';

export interface RiskBlock {
  section: Section;
  heading: TextSpan;
  sentences: TextSpan[];
}

export interface RankedRisk extends RiskBlock {
  score: number;
  best: TextSpan;
  item: AnalysisItem;
}

const headingText = (h: TextSpan) => h.text.replace(/\s+/g, ' ').trim();

/** Risk factors as the filing states them: each sub-heading with the prose up to the next one. */
export function riskBlocks(filing: ParsedFiling, key: string): RiskBlock[] {
  const section = findSection(filing, key);
  if (!section) return [];
  const headings = [...section.subheadings]
    .sort((a, b) => a.start - b.start)
    .filter((h) => headingText(h).length >= 12 && !/^(item|part)\s/i.test(headingText(h)));
  const blocks: RiskBlock[] = [];
  headings.forEach((heading, i) => {
    const until = headings[i + 1]?.start ?? section.end;
    const body = section.paragraphs
      .map((p) => clipSpan(p, heading.end, until))
      .filter((p): p is TextSpan => p !== null && isProse(p.text, 40));
    const sentences = body.flatMap(splitSentences).filter((s) => isQuotableSentence(s.text));
    if (sentences.reduce((n, s) => n + s.text.length, 0) >= 150) blocks.push({ section, heading, sentences });
  });
  return blocks;
}

const maxTitle = 160;

/** Risk title: the filing's own heading; a very long one is cut at a word and marked with '…'. */
export function riskTitle(heading: TextSpan): string {
  const text = headingText(heading).replace(/[.:;]+$/, '');
  if (text.length <= maxTitle) return text;
  return `${text.slice(0, maxTitle).replace(/[\s,;:]+\S*$/, '')}…`;
}

/** Risk blocks ordered by relevance to what the user sells; technology risk breaks ties, then document order. */
export function rankRisks(filing: ParsedFiling, blocks: RiskBlock[], product: ProductProfile): RankedRisk[] {
  const index = new Bm25Index(
    blocks.map((b) => `${b.heading.text} ${b.heading.text} ${b.sentences.map((s) => s.text).join(' ')}`),
  );
  const tieBreak = termQuery(riskTechTerms, 1);
  const baseQuery = mergeQueries(product.query, tieBreak, 0.2);
  return blocks
    .map((block, i) => {
      const score = index.score(i, product.query) + 0.1 * index.score(i, tieBreak) - i * 1e-6;
      // Sentences that echo the heading keep the description on the risk the heading names.
      const sentenceQuery = mergeQueries(baseQuery, queryFrom(block.heading.text, 0.8), 1);
      const ranked = rankSentences(block.sentences, index, sentenceQuery);
      const best = shortenSpan(ranked[0] as TextSpan, 300);
      const item: AnalysisItem = {
        title: riskTitle(block.heading),
        description: describe(ranked),
        evidence: evidenceAt(filing, best.start, best.end),
      };
      return { ...block, score, best, item };
    })
    .sort((a, b) => b.score - a.score);
}

/** A 10-Q that only points back to the annual report gets one item saying so, quoting that sentence. */
export function riskPointer(filing: ParsedFiling, key: string): AnalysisItem | null {
  const section = findSection(filing, key);
  if (!section) return null;
  const sentences = section.paragraphs.flatMap(splitSentences);
  const pointer =
    sentences.find((s) => /form 10-k|annual report/i.test(s.text) && s.text.length >= 40) ??
    sentences.find((s) => s.text.length >= 40);
  if (!pointer) return null;
  const quote = shortenSpan(pointer, 300);
  return {
    title: 'Risk factors unchanged since the annual report',
    description:
      'This quarterly report does not list new risk factors; it refers to the risk factors in the most recent Form 10-K. Review the annual report for the full list.',
    evidence: evidenceAt(filing, quote.start, quote.end),
  };
}
