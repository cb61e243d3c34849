import { diffSentences, diffWordsWithSpace } from 'diff';
import type { SentenceEdit } from '../../../contract/filings.ts';
import { jaccard, words } from './text-similarity.ts';

const MAX_SENTENCES = 12;

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

export function changedSentences(prior: string, current: string): { added: string[]; removed: string[] } {
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
export function rewordings(added: string[], removed: string[]): SentenceEdit[] {
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
