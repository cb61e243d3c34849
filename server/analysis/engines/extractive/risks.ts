import type { ParsedFiling, Section, TextSpan } from '#server/filings/index.ts';
import { evidenceAt } from '../../evidence.ts';
import { Bm25Index, queryFrom } from '../../text/bm25.ts';
import { isProse, isQuotableSentence } from '../../text/prose.ts';
import { clipSpan, shortenSpan, splitSentences } from '../../text/sentences.ts';
import type { AnalysisItem } from '../../types.ts';
import { concepts, riskTechTerms } from './concepts.ts';
import { leadsIntoList } from './initiatives.ts';
import { findReference, findSection } from './passages.ts';
import type { ProductProfile } from './query.ts';
import { mergeQueries, termQuery } from './query.ts';
import { type Relevance, relevanceOf, relevanceSentence } from './relevance.ts';
import { describe, rankSentences } from './scoring.ts';

export interface RiskBlock {
  section: Section;
  heading: TextSpan;
  sentences: TextSpan[];
}

export interface RankedRisk extends RiskBlock {
  score: number;
  relevance: Relevance;
  best: TextSpan;
  item: AnalysisItem;
}

const headingText = (h: TextSpan) => h.text.replace(/\s+/g, ' ').trim();

/**
 * Risk factors as the filing states them: each sub-heading with the prose up to the next heading of any level, so
 * a risk's quote never comes from under another risk or a group heading.
 */
export function riskBlocks(filing: ParsedFiling, key: string): RiskBlock[] {
  const section = findSection(filing, key);
  if (!section) return [];
  const usable = (h: TextSpan) => headingText(h).length >= 12 && !/^(item|part)\s/i.test(headingText(h));
  const headings = [...section.subheadings].sort((a, b) => a.start - b.start).filter(usable);
  const stops = [...section.subheadings, ...(section.groupHeadings ?? [])]
    .map((h) => h.start)
    .sort((a, b) => a - b);
  const blocks: RiskBlock[] = [];
  for (const heading of headings) {
    const until = stops.find((stop) => stop >= heading.end) ?? section.end;
    const body = section.paragraphs
      .map((p) => clipSpan(p, heading.end, until))
      .filter((p): p is TextSpan => p !== null && isProse(p.text, 40));
    const sentences = body.flatMap(splitSentences).filter((s) => isQuotableSentence(s.text));
    if (sentences.reduce((n, s) => n + s.text.length, 0) >= 150) blocks.push({ section, heading, sentences });
  }
  return blocks;
}

const maxTitle = 160;

/** Risk title: the filing's own heading; a very long one is cut at a word and marked with '…'. */
function riskTitle(heading: TextSpan): string {
  const text = headingText(heading).replace(/[.:;]+$/, '');
  if (text.length <= maxTitle) return text;
  return `${text.slice(0, maxTitle).replace(/[\s,;:]+\S*$/, '')}…`;
}

/**
 * Risk blocks ordered by relevance to what the user sells: risks about a need the product serves first, then
 * needs next to it, then the rest; within a tier by how strongly the block speaks to the product, technology
 * risk breaking ties, then document order.
 */
export function rankRisks(
  filing: ParsedFiling,
  blocks: RiskBlock[],
  product: ProductProfile,
  company: string,
): RankedRisk[] {
  const index = new Bm25Index(
    blocks.map((b) => `${b.heading.text} ${b.heading.text} ${b.sentences.map((s) => s.text).join(' ')}`),
  );
  const tieBreak = termQuery(riskTechTerms, 1);
  const baseQuery = mergeQueries(product.query, tieBreak, 0.2);
  return blocks
    .map((block, i) => {
      const score = index.score(i, product.query) + 0.1 * index.score(i, tieBreak) - i * 1e-6;
      // Sentences that echo the heading keep the quote on the risk the heading names.
      const sentenceQuery = mergeQueries(baseQuery, queryFrom(block.heading.text, 0.8), 1);
      const ranked = rankSentences(block.sentences, index, sentenceQuery);
      const best = shortenSpan(ranked[0] as TextSpan, 300);
      const relevance = relevanceOf(`${block.heading.text} ${best.text}`, product, concepts);
      const others = ranked.slice(1).filter((s) => s.text.length <= 260 && !leadsIntoList.test(s.text));
      const context = others.length > 0 ? describe(others.slice(0, 1), 260) : '';
      const title = riskTitle(block.heading);
      const why = relevanceSentence(relevance, product, {
        kind: 'risk',
        company,
        quote: best.text,
        heading: block.heading.text,
      });
      const item: AnalysisItem = {
        title,
        description:
          [context, why].filter(Boolean).join(' ') || `${company} lists it among its risk factors.`,
        evidence: evidenceAt(filing, best.start, best.end),
      };
      return { ...block, score, best, item, relevance };
    })
    .sort((a, b) => b.relevance.tier - a.relevance.tier || b.score - a.score);
}

/** A 10-Q whose risk factors only point back to the annual report: one item saying so, quoting the pointer. */
export function riskPointer(
  filing: ParsedFiling,
  key: string,
  company: string,
  firstFollowed?: string,
): AnalysisItem | null {
  const section = findReference(filing, key) ?? findSection(filing, key);
  if (!section) return null;
  const sentences = (section.pointer ? [section.pointer] : section.paragraphs).flatMap(splitSentences);
  const pointer =
    sentences.find((s) => /form 10-k|annual report/i.test(s.text) && s.text.length >= 40) ??
    sentences.find((s) => s.text.length >= 40);
  if (!pointer) return null;
  const quote = shortenSpan(pointer, 300);
  return {
    title: 'Risk factors unchanged since the annual report',
    description: firstFollowed
      ? `${company}'s quarterly report points back to its latest Form 10-K for risk factors, so the risks below are that annual report's, starting with “${firstFollowed}”.`
      : `${company}'s quarterly report points back to its most recent Form 10-K for risk factors; the full list is in that annual report.`,
    evidence: evidenceAt(filing, quote.start, quote.end),
  };
}
