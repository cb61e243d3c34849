import type { Block } from './text-builder.ts';

const PAGE_NUMBER = /^(?:page\s*)?[-–—\s]*(?:\d{1,3}|[ivxlc]{1,6}|[a-z]-\d{1,3})\.?[-–—\s]*$/i;
const MAX_RUNNING_LENGTH = 100;
/**
 * The whole answer of a short item ("None.", "Not applicable.", "[Reserved]"). It repeats across items and often
 * sits next to a page break, but it is content: dropping it would leave the item empty.
 */
export const SHORT_ANSWER = /^(?:none|not applicable|n\/a|\[?reserved\]?)\.?$/i;

function isPageNumber(text: string): boolean {
  return text.length <= 12 && PAGE_NUMBER.test(text);
}

/**
 * Marks page furniture: page numbers and running headers/footers ("Table of Contents", "Apple Inc. | 2024 Form
 * 10-K | 5"). A running line is short, sits next to a page break and repeats there at least three times.
 */
export function findPageNoise(text: string, blocks: readonly Block[]): Uint8Array {
  const noise = new Uint8Array(blocks.length);
  const keys: (string | null)[] = new Array(blocks.length).fill(null);
  const nearBreak = new Map<string, number>();
  const total = new Map<string, number>();
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (block.end - block.start > MAX_RUNNING_LENGTH) continue;
    const line = text.slice(block.start, block.end);
    if (isPageNumber(line)) {
      noise[i] = 1;
      continue;
    }
    if (SHORT_ANSWER.test(line)) continue;
    const key = line.toLowerCase().replace(/\d+/g, '#');
    keys[i] = key;
    total.set(key, (total.get(key) ?? 0) + 1);
    if (isNearPageBreak(blocks, i)) nearBreak.set(key, (nearBreak.get(key) ?? 0) + 1);
  }
  for (let i = 0; i < blocks.length; i++) {
    const key = keys[i];
    if (key === null || key === undefined) continue;
    const near = nearBreak.get(key) ?? 0;
    if (near >= 3 && near * 2 >= (total.get(key) ?? 0)) noise[i] = 1;
  }
  return noise;
}

function isNearPageBreak(blocks: readonly Block[], i: number): boolean {
  for (let j = Math.max(0, i - 1); j <= Math.min(blocks.length - 1, i + 2); j++) {
    if (blocks[j]!.pageBreakBefore) return true;
  }
  return false;
}
