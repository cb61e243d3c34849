import type { FilingText } from './extract-text.ts';
import type { TextSpan } from './types.ts';

export interface SubheadingSplit {
  /** Titles of the section's entries (in Item 1A: one per risk factor). */
  titles: TextSpan[];
  /** Headings that group titles ("Macroeconomic and Industry Risks"). */
  groups: TextSpan[];
}

const MIN_LENGTH = 4;
const MAX_LENGTH = 450;
const MAX_GROUP_LENGTH = 90;
/** "Risks Related to Our Business", "Macroeconomic and Industry Risks", "Risk Factors". */
const GROUP_TEXT =
  /^(?:risks?\b(?:\s+(?:related|relating|associated|specific|factors)\b.*)?|(?:[\w,’'&-]+\s+){0,8}risks)$/i;
const MAX_PREAMBLE = 2;
const MIN_RUN_IN = 20;
const NOT_A_TITLE = /^(?:items?\s*\d|part\s+[iv]+\b|table of contents$)/i;

interface Candidate {
  span: TextSpan;
  styleKey: string;
}

/**
 * Sub-headings are paragraphs that are entirely bold, italic or underlined. Titles of one level share a look, so
 * the most common look among them is the title level (risk-factor titles); other looks are group headings. When
 * a section has no such paragraphs, emphasised run-in openings ("Competition. We face…") are used instead.
 */
export function findSubheadings(
  filing: FilingText,
  noise: Uint8Array,
  firstBlock: number,
  end: number,
): SubheadingSplit {
  const { text, blocks } = filing;
  const standalone: Candidate[] = [];
  const runIn: TextSpan[] = [];
  for (let i = firstBlock; i < blocks.length && blocks[i]!.start < end; i++) {
    const block = blocks[i]!;
    if (noise[i] || block.kind !== 'paragraph') continue;
    const length = block.end - block.start;
    if (block.bold || block.italic || block.underline) {
      const line = text.slice(block.start, block.end);
      if (length >= MIN_LENGTH && length <= MAX_LENGTH && !NOT_A_TITLE.test(line) && /[a-z]/i.test(line)) {
        standalone.push({ span: span(text, block.start, block.end), styleKey: block.styleKey });
      }
    } else if (block.leadEmphasis >= MIN_RUN_IN && block.leadEmphasis < length) {
      runIn.push(span(text, block.start, block.start + block.leadEmphasis));
    }
  }
  if (standalone.length === 0) return { titles: runIn, groups: [] };
  const counts = new Map<string, number>();
  for (const c of standalone) counts.set(c.styleKey, (counts.get(c.styleKey) ?? 0) + 1);
  let titleKey = '';
  let most = 0;
  for (const [key, count] of counts) {
    if (count > most) {
      titleKey = key;
      most = count;
    }
  }
  const isGroup = standalone.map((c) => c.styleKey !== titleKey || isGroupText(c.span.text));
  // Headings before the first group heading are a preamble ("Special Note Regarding Forward-Looking Statements").
  const firstGroup = isGroup.indexOf(true);
  if (firstGroup > 0 && firstGroup <= MAX_PREAMBLE) isGroup.fill(true, 0, firstGroup);
  return {
    titles: standalone.filter((_, i) => !isGroup[i]).map((c) => c.span),
    groups: standalone.filter((_, i) => isGroup[i]).map((c) => c.span),
  };
}

function isGroupText(text: string): boolean {
  return text.length <= MAX_GROUP_LENGTH && !text.endsWith('.') && GROUP_TEXT.test(text);
}

/** A span trimmed of whitespace and trailing separators, so titles come out clean. */
function span(text: string, start: number, end: number): TextSpan {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s]!)) s++;
  while (e > s && /[\s|:–—-]/.test(text[e - 1]!)) e--;
  return { start: s, end: e, text: text.slice(s, e) };
}
