import { diffSentences, diffWordsWithSpace } from 'diff';
import type {
  ChangeKind,
  Passage,
  PassageChange,
  SectionComparison,
  SentenceEdit,
} from '../../../contract/filings.ts';
import type { ParsedFiling, Section } from '../sections/index.ts';

/** A titled passage of a section (a risk factor in Item 1A, a sub-heading's text in Item 1) and its comparison. */
export type { Passage, PassageChange, SectionComparison } from '../../../contract/filings.ts';

/** Pairs below this similarity are a removed and a new passage, not a rewrite. */
const MATCH_THRESHOLD = 0.45;
const MAX_SENTENCES = 12;

/** Case, punctuation, curly quotes and spacing do not make a heading different. */
export function normaliseHeading(heading: string): string {
  return heading
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function words(text: string): Set<string> {
  return new Set(
    normaliseHeading(text)
      .split(' ')
      .filter((word) => word.length > 2),
  );
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (!a.size && !b.size) return 1;
  let shared = 0;
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  for (const word of small) if (large.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Text under a heading shorter than this (a stray line, a page header) is not a passage of its own. */
const MIN_LEAD_CHARS = 80;

/**
 * The section cut at its sub-headings (group headings such as "Macroeconomic and Industry Risks" excluded). With
 * `leads`, the text between a group heading (or the section's start) and the first sub-heading after it is a
 * passage too, titled by that group heading: Item 1's strategy language sits there ("Company Background").
 */
function passagesOf(parsed: ParsedFiling, section: Section, options: { leads?: boolean } = {}): Passage[] {
  const groups = new Set((section.groupHeadings ?? []).map((group) => group.start));
  const heads = section.subheadings.filter((head) => !groups.has(head.start));
  const passages = heads.map((head, index) => {
    const end = Math.min(heads[index + 1]?.start ?? section.end, nextGroupAfter(section, head.start));
    const body = bodyText(parsed, section, head.end, end);
    return { heading: head.text.trim(), start: head.start, end, body };
  });
  if (!options.leads) return passages;
  const headings = [...section.subheadings, ...(section.groupHeadings ?? [])];
  const nextHeading = (offset: number) =>
    Math.min(section.end, ...headings.filter((head) => head.start >= offset).map((head) => head.start));
  const leads = [
    { heading: section.title, start: section.start, from: section.start },
    ...(section.groupHeadings ?? []).map((group) => ({
      heading: group.text.trim(),
      start: group.start,
      from: group.end,
    })),
  ].flatMap(({ heading, start, from }) => {
    const end = nextHeading(from);
    const body = bodyText(parsed, section, from, end);
    return body.length >= MIN_LEAD_CHARS ? [{ heading, start, end, body }] : [];
  });
  return [...leads, ...passages].sort((a, b) => a.start - b.start);
}

/**
 * The section's text between two offsets, paragraph by paragraph. The paragraphs leave out page furniture (running
 * headers and footers such as "Apple Inc. | 2025 Form 10-K | 5", page numbers), which differs every year and must
 * never count as a change; a run-in title's paragraph contributes the text after the title.
 */
function bodyText(parsed: ParsedFiling, section: Section, from: number, end: number): string {
  return section.paragraphs
    .filter((paragraph) => paragraph.end > from && paragraph.start < end)
    .map((paragraph) =>
      parsed.text.slice(Math.max(paragraph.start, from), Math.min(paragraph.end, end)).trim(),
    )
    .filter(Boolean)
    .join('\n\n');
}

function nextGroupAfter(section: Section, offset: number): number {
  const next = (section.groupHeadings ?? []).find((group) => group.start > offset);
  return next?.start ?? section.end;
}

/**
 * The key a heading is matched by: the normalised heading without its spaces, so punctuation that joins or splits
 * words ("e-commerce" / "ecommerce", "third-party" / "third party") does not make a heading different either.
 */
export function headingKey(heading: string): string {
  return normaliseHeading(heading).replaceAll(' ', '');
}

interface Indexed {
  passage: Passage;
  key: string;
  words: Set<string>;
}

const index = (passage: Passage): Indexed => ({
  passage,
  key: headingKey(passage.heading),
  words: words(`${passage.heading} ${passage.body}`),
});

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function changedSentences(prior: string, current: string): { added: string[]; removed: string[] } {
  const added: string[] = [];
  const removed: string[] = [];
  for (const part of diffSentences(prior, current)) {
    if (part.added) added.push(...sentences(part.value));
    else if (part.removed) removed.push(...sentences(part.value));
  }
  // A sentence moved, not changed, is in both lists: leave it out.
  const both = new Set(added.filter((sentence) => removed.includes(sentence)));
  return {
    added: added.filter((s) => !both.has(s)).slice(0, MAX_SENTENCES),
    removed: removed.filter((s) => !both.has(s)).slice(0, MAX_SENTENCES),
  };
}

/** A removed and an added sentence this alike (by words) are one sentence reworded, not two different ones. */
const REWORDED_THRESHOLD = 0.5;

/**
 * Pairs each added sentence with the removed sentence it most resembles and diffs the two word by word, so a
 * rewrite shows "substantially all → a significant majority" instead of two whole sentences to compare by eye.
 */
function rewordings(added: string[], removed: string[]): SentenceEdit[] {
  const left = new Set(removed);
  const edits: SentenceEdit[] = [];
  for (const after of added) {
    const afterWords = words(after);
    let best: { before: string; similarity: number } | null = null;
    for (const before of left) {
      const similarity = jaccard(words(before), afterWords);
      if (similarity >= REWORDED_THRESHOLD && similarity > (best?.similarity ?? 0))
        best = { before, similarity };
    }
    if (!best) continue;
    left.delete(best.before);
    edits.push({ before: best.before, after, parts: wordParts(best.before, after) });
  }
  return edits;
}

type Part = SentenceEdit['parts'][number];

/**
 * The word diff with each run of changes written once: "[-faces substantial competition in these markets][+products
 * and services face substantial competition]" rather than word against word; the spaces inside a run belong to both
 * sides, so the kept and removed parts still spell last year's sentence and the kept and added parts this year's.
 */
function wordParts(before: string, after: string): Part[] {
  const diff = diffWordsWithSpace(before, after);
  const parts: Part[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) parts.push({ text: removed, change: 'removed' });
    if (added) parts.push({ text: added, change: 'added' });
    removed = '';
    added = '';
  };
  diff.forEach((part, i) => {
    if (part.removed) removed += part.value;
    else if (part.added) added += part.value;
    else if ((removed || added) && !part.value.trim() && (diff[i + 1]?.added || diff[i + 1]?.removed)) {
      removed += part.value;
      added += part.value;
    } else {
      flush();
      parts.push({ text: part.value, change: 'same' });
    }
  });
  flush();
  return parts;
}

const sameText = (a: string, b: string) => a.replace(/\s+/g, ' ') === b.replace(/\s+/g, ' ');

function pairChange(prior: Indexed, current: Indexed, similarity: number): PassageChange {
  if (sameText(prior.passage.body, current.passage.body))
    return {
      kind: 'unchanged',
      current: current.passage,
      prior: prior.passage,
      similarity,
      added: [],
      removed: [],
      edits: [],
    };
  const { added, removed } = changedSentences(prior.passage.body, current.passage.body);
  return {
    kind: 'rewritten',
    current: current.passage,
    prior: prior.passage,
    similarity,
    added,
    removed,
    edits: rewordings(added, removed),
  };
}

/**
 * Matches last year's passages to this year's: first by normalised heading (a heading that changed only in case or
 * punctuation is the same risk), then the rest by word-set similarity of heading and text, best pairs first.
 */
export function comparePassages(priorPassages: Passage[], currentPassages: Passage[]): PassageChange[] {
  const prior = priorPassages.map(index);
  const current = currentPassages.map(index);
  const matched = new Map<Indexed, { other: Indexed; similarity: number }>();
  const used = new Set<Indexed>();

  const byKey = new Map<string, Indexed[]>();
  for (const item of prior) byKey.set(item.key, [...(byKey.get(item.key) ?? []), item]);
  for (const item of current) {
    const other = byKey.get(item.key)?.find((candidate) => !used.has(candidate));
    if (!other) continue;
    used.add(other);
    matched.set(item, { other, similarity: jaccard(item.words, other.words) });
  }

  const candidates: { current: Indexed; prior: Indexed; similarity: number }[] = [];
  for (const c of current) {
    if (matched.has(c)) continue;
    for (const p of prior) {
      if (used.has(p)) continue;
      const similarity = jaccard(c.words, p.words);
      if (similarity >= MATCH_THRESHOLD) candidates.push({ current: c, prior: p, similarity });
    }
  }
  candidates.sort((a, b) => b.similarity - a.similarity);
  for (const candidate of candidates) {
    if (matched.has(candidate.current) || used.has(candidate.prior)) continue;
    used.add(candidate.prior);
    matched.set(candidate.current, { other: candidate.prior, similarity: candidate.similarity });
  }

  const changes: PassageChange[] = current.map((item) => {
    const match = matched.get(item);
    if (match) return pairChange(match.other, item, Math.round(match.similarity * 100) / 100);
    return {
      kind: 'new',
      current: item.passage,
      prior: null,
      similarity: null,
      added: [],
      removed: [],
      edits: [],
    };
  });
  for (const item of prior) {
    if (!used.has(item))
      changes.push({
        kind: 'removed',
        current: null,
        prior: item.passage,
        similarity: null,
        added: [],
        removed: [],
        edits: [],
      });
  }
  return changes;
}

function countOf(changes: PassageChange[]): Record<ChangeKind, number> {
  const counts = { new: 0, removed: 0, rewritten: 0, unchanged: 0 };
  for (const change of changes) counts[change.kind] += 1;
  return counts;
}

export function compareSection(
  prior: ParsedFiling,
  current: ParsedFiling,
  key: string,
  priorKey = key,
): SectionComparison {
  const before = prior.sections.find((section) => section.key === priorKey);
  const after = current.sections.find((section) => section.key === key);
  const title = after?.title ?? before?.title ?? key;
  if (!before || !after) return { key, title, compared: false, changes: [], counts: countOf([]) };
  // Item 1's strategy language is mostly under its group headings, before any product sub-heading.
  const options = { leads: key === '1' };
  const changes = comparePassages(passagesOf(prior, before, options), passagesOf(current, after, options));
  return { key, title, compared: true, changes, counts: countOf(changes) };
}

/**
 * A 10-Q's Part II Item 1A against the latest 10-K's Item 1A. A 10-Q lists only the risk factors that changed, so
 * the ones it leaves out are not 'removed': only its own passages are classified (new, rewritten or unchanged).
 */
export function compareQuarterlyRisks(annual: ParsedFiling, quarterly: ParsedFiling): SectionComparison {
  const full = compareSection(annual, quarterly, 'II-1A', '1A');
  const changes = full.changes.filter((change) => change.kind !== 'removed');
  return { ...full, changes, counts: countOf(changes) };
}

/**
 * Names this year's Item 1 uses that last year's did not: runs of two or more capitalised words ("Apple
 * Intelligence", "Private Cloud Compute") or a trademarked name — new products, programmes and initiatives.
 */
export function newInitiatives(prior: ParsedFiling, current: ParsedFiling, limit = 20): string[] {
  const before = prior.sections.find((section) => section.key === '1');
  const after = current.sections.find((section) => section.key === '1');
  if (!before || !after) return [];
  const priorText = normaliseHeading(prior.text.slice(before.start, before.end));
  const names = new Set<string>();
  const pattern =
    /\b(?:[A-Z][\w’'-]*[a-z0-9][\w’'-]*)(?:\s+(?:[A-Z][\w’'-]*|of|and|for|the)){1,4}\b|\b[A-Z]\w+[™®]/g;
  for (const match of current.text.slice(after.start, after.end).matchAll(pattern)) {
    const name = match[0].replace(/\s+(?:of|and|for|the)$/, '').trim();
    if (name.split(/\s+/).length < 2 && !/[™®]/.test(name)) continue;
    if (!priorText.includes(normaliseHeading(name))) names.add(name);
    if (names.size >= limit) break;
  }
  return [...names];
}
