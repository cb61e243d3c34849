import type { FilingText } from './extract-text.ts';
import type { ItemLine, Landmarks } from './heading-candidates.ts';
import { type CatalogItem, catalogIndex, lookupItem, type Part } from './item-catalog.ts';

/** The body heading chosen for one catalog item. */
export interface ChosenHeading {
  entry: CatalogItem;
  line: ItemLine;
  /** Where the section starts: its heading, or the target of its table-of-contents link when it has none. */
  start: number;
  /** First block of the section's body. */
  firstBlock: number;
  /** Where the section's text stops: the next chosen heading, part heading or signatures. */
  end: number;
  /** Catalog entries that a combined heading ("Items 1 and 2") also covers. */
  covers: CatalogItem[];
  inOrder: boolean;
  /** No body heading exists; the section was found by following the table of contents. */
  viaToc: boolean;
}

interface Keyed {
  entry: CatalogItem;
  line: ItemLine;
}

type Placed = Omit<ChosenHeading, 'end' | 'inOrder' | 'covers'>;

/**
 * Picks, for every catalog item, the heading that starts the real section. Table-of-contents entries never
 * qualify; among the rest the heading the table of contents links to, whose title fits the item and which is
 * followed by body text wins; a later occurrence wins ties because the table of contents comes first.
 */
export function selectHeadings(
  filing: FilingText,
  landmarks: Landmarks,
  catalog: readonly CatalogItem[],
): ChosenHeading[] {
  const textLength = filing.text.length;
  const keyed = assignItems(landmarks, catalog);
  const body = keyed.filter((k) => !k.line.toc);
  const fixedStops = [...landmarks.parts.filter((p) => !p.toc).map((p) => p.start), ...landmarks.stops];
  const stops = [...body.map((k) => k.line.start), ...fixedStops].sort((a, b) => a - b);
  const nextStop = (after: number) => stops.find((s) => s > after) ?? textLength;

  const best = new Map<string, Keyed>();
  const scoreOf = (k: Keyed) => score(k, nextStop(k.line.start) - k.line.end);
  for (const candidate of body) {
    const current = best.get(candidate.entry.key);
    if (!current || scoreOf(candidate) >= scoreOf(current)) best.set(candidate.entry.key, candidate);
  }
  const placed: Placed[] = [...best.values()].map(({ entry, line }) => ({
    entry,
    line,
    start: line.start,
    firstBlock: line.block + 1,
    viaToc: false,
  }));
  placed.push(...followTocLinks(filing, keyed, best));
  placed.sort((a, b) => a.start - b.start);

  const allStops = [...placed.map((p) => p.start), ...fixedStops].sort((a, b) => a - b);
  let previous = -1;
  return placed.map((p) => {
    const index = catalogIndex(catalog, p.entry.key);
    const inOrder = index > previous;
    previous = Math.max(previous, index);
    const covers = p.line.combinedWith ? coveredItems(catalog, p.entry, p.line.combinedWith) : [];
    const end = allStops.find((s) => s > p.start) ?? textLength;
    return { ...p, end, covers, inOrder };
  });
}

function score({ entry, line }: Keyed, bodyLength: number): number {
  let points = 0;
  if (line.linked) points += 4;
  if (line.title === '' || entry.cue.test(line.title)) points += 2;
  if (line.emphasised) points += 1;
  if (bodyLength >= 300) points += 2;
  return points;
}

/**
 * Some filers print no heading for a section (Netflix's 10-Q goes straight from the table of contents to its
 * statements); the table of contents still links to where the section starts.
 */
function followTocLinks(
  filing: FilingText,
  keyed: readonly Keyed[],
  found: ReadonlyMap<string, Keyed>,
): Placed[] {
  const wanted = keyed.filter(
    (k) => k.line.toc && k.line.href !== null && k.entry.expected && !found.has(k.entry.key),
  );
  if (wanted.length === 0) return [];
  const targets = new Map<string, number>();
  filing.blocks.forEach((block, i) => {
    for (const id of block.anchors ?? []) if (!targets.has(id)) targets.set(id, i);
  });
  const placed: Placed[] = [];
  const seen = new Set<string>();
  for (const { entry, line } of wanted) {
    const target = targets.get(line.href ?? '');
    if (target === undefined || target <= line.block || seen.has(entry.key)) continue;
    seen.add(entry.key);
    placed.push({ entry, line, start: filing.blocks[target]!.start, firstBlock: target, viaToc: true });
  }
  return placed;
}

/** Resolves each item line to a catalog entry, tracking which part of the document it sits in. */
function assignItems(landmarks: Landmarks, catalog: readonly CatalogItem[]): Keyed[] {
  const keyed: Keyed[] = [];
  let partIndex = 0;
  let currentPart: Part | null = null;
  for (const line of landmarks.items) {
    while (partIndex < landmarks.parts.length && landmarks.parts[partIndex]!.start < line.start) {
      currentPart = landmarks.parts[partIndex]!.part;
      partIndex++;
    }
    const entry = lookupItem(catalog, line.item, line.title, currentPart);
    if (entry) keyed.push({ entry, line });
  }
  return keyed;
}

function coveredItems(catalog: readonly CatalogItem[], first: CatalogItem, second: string): CatalogItem[] {
  const other = catalog.find((entry) => entry.item === second && entry.part === first.part);
  return other && other !== first ? [other] : [];
}
