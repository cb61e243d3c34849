import { extractFilingText } from './extract-text.ts';
import { TEN_K_ITEMS } from './item-catalog.ts';
import { findPageNoise } from './page-noise.ts';
import { findSubheadings } from './subheadings.ts';
import type { ParsedFiling, Section, TextSpan } from './types.ts';

/** The 10-K items an annual report to shareholders (Exhibit 13) carries under its own headings, without numbers. */
const EXHIBIT_HEADINGS: Record<'7' | '7A', RegExp> = {
  '7': /^management['’]s discussion and analysis\b/i,
  '7A': /^quantitative and qualitative disclosures? about market risks?\b/i,
};
/** Headings that end a section of the annual report: the next part of it. */
const NEXT_PART =
  /^(?:management['’]s discussion and analysis|quantitative and qualitative disclosures?|report of independent registered|reports? of management|management['’]s (?:annual )?report on internal control|consolidated (?:statements?|balance sheets?)\b|notes to (?:the )?consolidated|selected financial data|five-year|financial highlights|stock performance|shareholder information|letter to)/i;
const MAX_HEADING = 160;
const MIN_BODY = 150;

/**
 * The MD&A (Item 7) and market-risk (Item 7A) sections of an annual report filed as Exhibit 13, for a 10-K that
 * incorporates them by reference. The exhibit names its parts by title only, so a section starts at the title
 * that is followed by the most text before the next part; a table of contents line is followed by none.
 */
export function sectionsFromExhibit(html: string): ParsedFiling {
  const filing = extractFilingText(html);
  const noise = findPageNoise(filing.text, filing.blocks);
  const { text, blocks } = filing;
  const parts: number[] = [];
  blocks.forEach((block, i) => {
    if (noise[i] || block.kind !== 'paragraph' || block.end - block.start > MAX_HEADING) return;
    if (NEXT_PART.test(text.slice(block.start, block.end))) parts.push(i);
  });
  const sections: Section[] = [];
  for (const [key, pattern] of Object.entries(EXHIBIT_HEADINGS)) {
    let best: { first: number; end: number; size: number } | null = null;
    for (const [n, i] of parts.entries()) {
      if (!pattern.test(text.slice(blocks[i]!.start, blocks[i]!.end))) continue;
      const end = parts[n + 1] === undefined ? text.length : blocks[parts[n + 1]!]!.start;
      const size = end - blocks[i]!.end;
      if (size >= MIN_BODY && (!best || size > best.size)) best = { first: i, end, size };
    }
    if (!best) continue;
    const entry = TEN_K_ITEMS.find((item) => item.key === key)!;
    const heading = blocks[best.first]!;
    const paragraphs: TextSpan[] = [];
    for (let i = best.first + 1; i < blocks.length && blocks[i]!.start < best.end; i++) {
      if (!noise[i])
        paragraphs.push({
          start: blocks[i]!.start,
          end: blocks[i]!.end,
          text: text.slice(blocks[i]!.start, blocks[i]!.end),
        });
    }
    const { titles, groups } = findSubheadings(filing, noise, best.first + 1, best.end);
    sections.push({
      key,
      part: entry.part,
      item: entry.item,
      title: entry.title,
      heading: text.slice(heading.start, heading.end),
      start: heading.start,
      end: paragraphs.at(-1)?.end ?? heading.end,
      paragraphs,
      subheadings: titles,
      groupHeadings: groups,
      confidence: 0.7,
      kind: 'content',
    });
  }
  return { formType: '10-K', text, sections, missing: [] };
}
