import type { FilingText } from './extract-text.ts';
import type { Part } from './item-catalog.ts';
import type { Block } from './text-builder.ts';

/** A line that reads like "Item 1A. Risk Factors", in the body or in the table of contents. */
export interface ItemLine {
  block: number;
  start: number;
  end: number;
  heading: string;
  item: string;
  /** Second item of a combined heading ("Items 1 and 2"). */
  combinedWith: string | null;
  title: string;
  /** Looks like a table-of-contents entry (a link, a page number, a row in a table of items). */
  toc: boolean;
  /** Something links to this heading (the table of contents usually does). */
  linked: boolean;
  /** Where this line links to (a table-of-contents entry points at its section). */
  href: string | null;
  emphasised: boolean;
}

interface PartLine {
  block: number;
  start: number;
  part: Part;
  toc: boolean;
}

export interface Landmarks {
  items: ItemLine[];
  parts: PartLine[];
  /** Start offsets of other lines that end a section: "Signatures", informal "Item X." headings. */
  stops: number[];
}

const MAX_HEADING_LENGTH = 300;
const MAX_TITLE_LENGTH = 180;
const ITEM_LINE =
  /^items?\s*(\d{1,2})\s*([a-d])?(?![a-z0-9])\s*[.:\-–—]?\s*(?:(?:and|&|,|through|to)\s*(\d{1,2})\s*([a-d])?(?![a-z0-9])\s*[.:\-–—]?\s*)?(.*)$/i;
const PART_LINE = /^part\s+(iv|iii|ii|i)(?![a-z])\s*[.:\-–—]?\s*(?:\|\s*)?(.*)$/i;
const TRAILING_PAGE = /(?:\s*\|\s*|\s+)(?:page\s*)?\d{1,3}$/i;
const SIGNATURES = /^signatures?$/i;
/** Some filers add unnumbered items, e.g. Coca-Cola's "ITEM X. INFORMATION ABOUT OUR EXECUTIVE OFFICERS". */
const INFORMAL_ITEM = /^item\s+x\b\.?\s+[A-Z]/i;

/** Scans the blocks once for item headings, part headings and the signatures heading. */
export function findLandmarks(filing: FilingText, noise: Uint8Array): Landmarks {
  const { text, blocks, linkTargets } = filing;
  const items: ItemLine[] = [];
  const parts: PartLine[] = [];
  const stops: number[] = [];
  const itemsPerTable = new Map<number, number>();
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (noise[i] || block.end - block.start > MAX_HEADING_LENGTH) continue;
    const line = text.slice(block.start, block.end);
    const first = line.charCodeAt(0) | 0x20;
    if (first === 0x69 /* i */) {
      const item = parseItemLine(line, block, i, linkTargets);
      if (!item && INFORMAL_ITEM.test(line)) stops.push(block.start);
      if (item) {
        items.push(item);
        if (block.table >= 0) itemsPerTable.set(block.table, (itemsPerTable.get(block.table) ?? 0) + 1);
      }
    } else if (first === 0x70 /* p */) {
      const match = PART_LINE.exec(line);
      if (match && line.length <= 80 && !/^[a-z]/.test(match[2] ?? '')) {
        const part = match[1]!.toUpperCase() as Part;
        parts.push({ block: i, start: block.start, part, toc: looksLikeToc(line, block) });
      }
    } else if (first === 0x73 /* s */ && SIGNATURES.test(line)) stops.push(block.start);
  }
  // A table holding several item lines is a table of contents, even without links or page numbers.
  for (const item of items) {
    const table = blocks[item.block]!.table;
    if (table >= 0 && (itemsPerTable.get(table) ?? 0) >= 2) item.toc = true;
  }
  for (const part of parts) {
    const table = blocks[part.block]!.table;
    if (table >= 0 && (itemsPerTable.get(table) ?? 0) >= 2) part.toc = true;
  }
  return { items, parts, stops };
}

function parseItemLine(line: string, block: Block, index: number, linkTargets: Set<string>): ItemLine | null {
  const match = ITEM_LINE.exec(line);
  if (!match) return null;
  const rest = match[5] ?? '';
  const title = rest
    .replace(/^[|\s.:\-–—]+/, '')
    .replace(TRAILING_PAGE, '')
    .replace(/[|\s]+$/, '')
    .replace(/\s*\|\s*/g, ' ');
  // "Item 7 of this report discusses…" is a cross-reference, not a heading.
  if (/^[a-z]/.test(title) || title.length > MAX_TITLE_LENGTH) return null;
  const anchors = block.anchors ?? [];
  const second = match[3] ? `${match[3]}${(match[4] ?? '').toUpperCase()}` : null;
  return {
    block: index,
    start: block.start,
    end: block.end,
    heading: line.replace(/\s*\|\s*/g, ' ').replace(TRAILING_PAGE, ''),
    item: `${match[1]}${(match[2] ?? '').toUpperCase()}`,
    combinedWith: second,
    title,
    toc: looksLikeToc(line, block),
    linked: anchors.some((id) => linkTargets.has(id)),
    href: block.href,
    emphasised: block.bold || block.underline || block.italic,
  };
}

/** A link or a trailing page number. Tables of items are recognised afterwards, once all lines are known. */
function looksLikeToc(line: string, block: Block): boolean {
  return block.link || TRAILING_PAGE.test(line);
}
