import type { FilingText } from './extract-text.ts';

const STATEMENTS_INDEX = /^index to (?:the )?(?:consolidated )?financial statements/i;
const AUDIT_REPORT = /^reports? of independent registered public accounting firm/i;
const AFTER_STATEMENTS = /^(?:schedule ii\b|exhibit index$|index to exhibits$|exhibits$|signatures?$)/i;
/** "The information required by this Item is set forth in our Consolidated Financial Statements…" */
export const POINTS_TO_STATEMENTS = /financial statements/i;

export interface Placement {
  firstBlock: number;
  start: number;
  end: number;
}

/**
 * Where the financial statements really are when Item 8 only points to them (NVIDIA puts them under Item 15,
 * Netflix after Item 16): the statements index, else the auditor's report, up to the schedules, the exhibit
 * index or the signatures.
 */
export function locateStatements(filing: FilingText, noise: Uint8Array, fromBlock: number): Placement | null {
  const { text, blocks } = filing;
  let first = -1;
  let report = -1;
  for (let i = fromBlock; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (noise[i] || block.kind !== 'paragraph' || block.link || block.end - block.start > 120) continue;
    const line = text.slice(block.start, block.end);
    if (STATEMENTS_INDEX.test(line)) {
      first = i;
      break;
    }
    if (report < 0 && AUDIT_REPORT.test(line)) report = i;
  }
  if (first < 0) first = report;
  if (first < 0) return null;
  let end = text.length;
  for (let i = first + 1; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (noise[i] || block.end - block.start > 40) continue;
    if (AFTER_STATEMENTS.test(text.slice(block.start, block.end))) {
      end = block.start;
      break;
    }
  }
  return { firstBlock: first, start: blocks[first]!.start, end };
}
