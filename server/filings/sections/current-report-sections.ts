import { EIGHT_K_ITEMS } from '../history/eight-k-items.ts';
import { bodyParagraphs } from './extract-sections.ts';
import { extractFilingText, type FilingText } from './extract-text.ts';
import { findPageNoise } from './page-noise.ts';
import { findSubheadings } from './subheadings.ts';
import type { ParsedFiling, Section } from './types.ts';

/** "Item 2.02. Results of Operations and Financial Condition." — the number is what identifies an 8-K item. */
const ITEM_HEADING = /^item\s*(\d)\s*\.\s*(\d{2})(?!\d)\s*[.:\-–—]?\s*(.*)$/i;
const SIGNATURES = /^signatures?$/i;
const MAX_HEADING_LENGTH = 300;

interface Heading {
  block: number;
  start: number;
  item: string;
  heading: string;
  emphasised: boolean;
}

/**
 * Parses an 8-K current report into its items. An 8-K has no table of contents and no parts: each event is an
 * "Item N.NN" heading followed by its text, up to the next item or the signatures. Item numbers come from the
 * form itself, so a line that names an unknown number ("Item 2.99") is not a heading.
 */
export function extractCurrentReport(html: string): ParsedFiling<'8-K'> {
  const filing = extractFilingText(html);
  const noise = findPageNoise(filing.text, filing.blocks);
  const { headings, signatures } = findItemHeadings(filing, noise);
  const sections = headings.map((heading, i): Section => {
    const end = headings[i + 1]?.start ?? signatures.find((s) => s > heading.start) ?? filing.text.length;
    const body = { firstBlock: heading.block + 1, start: heading.start, end };
    const paragraphs = bodyParagraphs(filing, noise, body);
    const { titles, groups } = findSubheadings(filing, noise, body.firstBlock, end);
    return {
      key: heading.item,
      part: null,
      item: heading.item,
      title: EIGHT_K_ITEMS[heading.item]!,
      heading: heading.heading,
      start: heading.start,
      end: paragraphs.at(-1)?.end ?? filing.blocks[heading.block]!.end,
      paragraphs,
      subheadings: titles,
      groupHeadings: groups,
      confidence: paragraphs.length > 0 ? (heading.emphasised ? 1 : 0.8) : 0.6,
      kind: 'content',
    };
  });
  return { formType: '8-K', text: filing.text, sections, missing: [] };
}

function findItemHeadings(filing: FilingText, noise: Uint8Array) {
  const headings: Heading[] = [];
  const signatures: number[] = [];
  const seen = new Set<string>();
  filing.blocks.forEach((block, i) => {
    if (noise[i] || block.end - block.start > MAX_HEADING_LENGTH) return;
    const line = filing.text.slice(block.start, block.end);
    if (SIGNATURES.test(line)) signatures.push(block.start);
    const match = ITEM_HEADING.exec(line);
    if (!match || block.link) return;
    const item = `${match[1]}.${match[2]}`;
    // A cross-reference ("Item 9.01 of this report lists…") starts its title in lower case.
    if (!EIGHT_K_ITEMS[item] || seen.has(item) || /^[a-z]/.test(match[3] ?? '')) return;
    seen.add(item);
    headings.push({
      block: i,
      start: block.start,
      item,
      heading: line.replace(/[.\s]+$/, ''),
      emphasised: block.bold || block.underline || block.italic,
    });
  });
  return { headings, signatures };
}
