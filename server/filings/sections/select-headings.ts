import type { ItemLine, Landmarks } from './heading-candidates.ts';
import { type CatalogItem, catalogIndex, lookupItem, type Part } from './item-catalog.ts';

/** The body heading chosen for one catalog item. */
export interface ChosenHeading {
  entry: CatalogItem;
  line: ItemLine;
  /** Where the section's text stops: the next body heading, part heading or signatures. */
  end: number;
  /** Catalog entries that a combined heading ("Items 1 and 2") also covers. */
  covers: CatalogItem[];
  inOrder: boolean;
}

interface Keyed {
  entry: CatalogItem;
  line: ItemLine;
}

/**
 * Picks, for every catalog item, the heading that starts the real section. Table-of-contents entries never
 * qualify; among the rest the heading the table of contents links to, whose title fits the item and which is
 * followed by body text wins; a later occurrence wins ties because the table of contents comes first.
 */
export function selectHeadings(
  landmarks: Landmarks,
  catalog: readonly CatalogItem[],
  textLength: number,
): ChosenHeading[] {
  const keyed = assignItems(landmarks, catalog);
  const body = keyed.filter((k) => !k.line.toc);
  const stops = [
    ...body.map((k) => k.line.start),
    ...landmarks.parts.filter((p) => !p.toc).map((p) => p.start),
    ...landmarks.signatures,
  ].sort((a, b) => a - b);
  const nextStop = (after: number) => stops.find((s) => s > after) ?? textLength;

  const best = new Map<string, Keyed>();
  const scoreOf = (k: Keyed) => score(k, nextStop(k.line.start) - k.line.end);
  for (const candidate of body) {
    const current = best.get(candidate.entry.key);
    if (!current || scoreOf(candidate) >= scoreOf(current)) best.set(candidate.entry.key, candidate);
  }

  const chosen = [...best.values()].sort((a, b) => a.line.start - b.line.start);
  const chosenStops = [
    ...chosen.map((k) => k.line.start),
    ...landmarks.parts.filter((p) => !p.toc).map((p) => p.start),
    ...landmarks.signatures,
  ].sort((a, b) => a - b);
  let previous = -1;
  return chosen.map(({ entry, line }) => {
    const index = catalogIndex(catalog, entry.key);
    const inOrder = index > previous;
    previous = Math.max(previous, index);
    const covers = line.combinedWith ? coveredItems(catalog, entry, line.combinedWith) : [];
    const end = chosenStops.find((s) => s > line.start) ?? textLength;
    return { entry, line, end, covers, inOrder };
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
