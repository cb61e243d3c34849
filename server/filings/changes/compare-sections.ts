import type { ChangeKind, Passage, PassageChange, SectionComparison } from '../../../contract/filings.ts';
import type { ParsedFiling } from '../sections/index.ts';
import { passagesOf } from './passages.ts';
import { changedSentences, rewordings } from './sentence-edits.ts';
import { headingKey, jaccard, normaliseHeading, words } from './text-similarity.ts';

/** A titled passage of a section (a risk factor in Item 1A, a sub-heading's text in Item 1) and its comparison. */
export type { Passage, PassageChange, SectionComparison } from '../../../contract/filings.ts';

/** Pairs below this similarity are a removed and a new passage, not a rewrite. */
const MATCH_THRESHOLD = 0.45;

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
