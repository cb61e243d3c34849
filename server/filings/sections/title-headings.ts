import type { FilingText } from './extract-text.ts';
import type { Landmarks } from './heading-candidates.ts';
import { type CatalogItem, catalogIndex } from './item-catalog.ts';
import type { ChosenHeading } from './select-headings.ts';

const MAX_HEADING = 160;
/** "Item 1A. | Risk Factors | 12": a row of the Form 10-K cross-reference index (or a table of contents). */
const INDEX_ROW = /^items?\s+(\d{1,2}[A-C]?)\.?\s*(?:\|\s*)+([^|]{3,160}?)\s*(?:\||$)/i;

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What each item is called in this report: the cross-reference index's words, then the form's own title. */
function namesOf(filing: FilingText, catalog: readonly CatalogItem[]): Map<string, string[]> {
  const fromIndex = new Map<string, string>();
  for (const block of filing.blocks) {
    if (block.table < 0) continue;
    const row = INDEX_ROW.exec(filing.text.slice(block.start, block.end));
    if (row) fromIndex.set(row[1]!.toUpperCase(), row[2]!);
  }
  return new Map(
    catalog.map((entry) => {
      const names = [fromIndex.get(entry.item), entry.title].filter((n): n is string => Boolean(n));
      return [entry.key, [...new Set(names.map(normal))].filter((n) => n.length >= 5)];
    }),
  );
}

/**
 * Section headings of a 10-K laid out as an annual report: no "Item" label in its body, each part headed by its
 * title ("Risk Factors", "Management's Discussion and Analysis of…") and the items mapped to those titles by a
 * cross-reference index, usually at the end. A heading is a short line outside any table that starts with an
 * item's name; of several (the contents page, the heading itself), the one followed by the most text wins.
 */
export function titleHeadings(
  filing: FilingText,
  noise: Uint8Array,
  landmarks: Landmarks,
  catalog: readonly CatalogItem[],
): ChosenHeading[] {
  const { text, blocks } = filing;
  const names = namesOf(filing, catalog);
  const candidates: { entry: CatalogItem; block: number; exact: boolean }[] = [];
  blocks.forEach((block, i) => {
    if (noise[i] || block.table >= 0 || block.end - block.start > MAX_HEADING) return;
    const line = text.slice(block.start, block.end);
    if (/[.;]$/.test(line.trim())) return;
    const said = normal(line);
    const entry = catalog.find((e) => names.get(e.key)?.some((n) => said === n || said.startsWith(`${n} `)));
    if (entry) candidates.push({ entry, block: i, exact: names.get(entry.key)!.includes(said) });
  });
  // The index (its title, or its first row) and the signatures end the last section, as a heading ends the one
  // before it; a contents line naming the index stops nothing, coming before every heading.
  const indexLines = blocks.filter(
    (b) =>
      b.end - b.start <= MAX_HEADING &&
      /cross[- ]reference (?:index|table)/i.test(text.slice(b.start, b.end)),
  );
  const fixedStops = [...landmarks.stops, ...indexLines.map((b) => b.start)];
  const stops = [...candidates.map((c) => blocks[c.block]!.start), ...fixedStops].sort((a, b) => a - b);
  const nextStop = (after: number) => stops.find((s) => s > after) ?? text.length;

  // The item's very name beats a longer line that starts with it ("Cybersecurity Risk Management and Strategy"
  // is a sub-heading of "Cybersecurity"); then the most text before the next heading.
  const best = new Map<string, { entry: CatalogItem; block: number; exact: boolean; size: number }>();
  const better = (a: { exact: boolean; size: number }, b: { exact: boolean; size: number }) =>
    a.exact !== b.exact ? a.exact : a.size > b.size;
  for (const c of candidates) {
    const size = nextStop(blocks[c.block]!.start) - blocks[c.block]!.end;
    const current = best.get(c.entry.key);
    if (size > 0 && (!current || better({ ...c, size }, current))) best.set(c.entry.key, { ...c, size });
  }
  const placed = [...best.values()].sort((a, b) => a.block - b.block);
  const placedStops = [...placed.map((p) => blocks[p.block]!.start), ...fixedStops].sort((a, b) => a - b);
  let previous = -1;
  return placed.map(({ entry, block }) => {
    const { start, end } = blocks[block]!;
    const heading = text.slice(start, end);
    const index = catalogIndex(catalog, entry.key);
    const inOrder = index > previous;
    previous = Math.max(previous, index);
    return {
      entry,
      line: {
        block,
        start,
        end,
        heading,
        item: entry.item,
        combinedWith: null,
        title: heading,
        toc: false,
        linked: false,
        href: null,
        emphasised: blocks[block]!.bold,
      },
      start,
      firstBlock: block + 1,
      end: placedStops.find((s) => s > start) ?? text.length,
      covers: [],
      inOrder,
      viaToc: false,
    };
  });
}
