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
/** "Risks Related to Our Business", "Macroeconomic and Industry Risks", "Risk Factors", "Summary of Risk Factors". */
const GROUP_TEXT =
  /^(?:risks?\b(?:\s+(?:related|relating|associated|specific|factors)\b.*)?|(?:[\w,’'&-]+\s+){0,8}risks|(?:summary\s+of\s+)?risk\s+factors?(?:\s+summary)?|general)$/i;
const MAX_PREAMBLE = 2;
const NOT_A_TITLE = /^(?:items?\s*\d|part\s+[iv]+\b|table of contents$)/i;
/** A list bullet: a risk-factor summary repeats the titles as bullets, which are neither titles nor groups. */
const BULLET = /^[•●◦▪■□‣⁃·\-–—*]\s*/;
/** Prose under a heading that makes it an entry title rather than a grouping label. */
const OWN_BODY = 100;

/** Run-in titles: an emphasised opening of at least three words that ends like a sentence or a label. */
const MIN_RUN_IN = 12;
const RUN_IN_END = /[.:!?—–-]["'”’)]?$/;
const MIN_RUN_INS = 3;

interface Candidate {
  span: TextSpan;
  styleKey: string;
  /** Prose characters between this heading and the next candidate. */
  body: number;
}

/**
 * Sub-headings are paragraphs that are entirely bold, italic or underlined. Titles of one level share a look, so
 * the most common look among them is the title level (risk-factor titles); other looks are group headings unless
 * prose of their own follows them. Some filers instead open each entry's paragraph with an emphasised sentence
 * ("*Competition could hurt our margins.* We face…"): when such run-in titles outnumber the stand-alone ones, they
 * are the titles and the stand-alone headings group them.
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
  let current: Candidate | null = null;
  for (let i = firstBlock; i < blocks.length && blocks[i]!.start < end; i++) {
    const block = blocks[i]!;
    if (noise[i] || block.kind !== 'paragraph') continue;
    const length = block.end - block.start;
    const line = text.slice(block.start, block.end);
    if (block.bold || block.italic || block.underline) {
      if (BULLET.test(line)) continue;
      if (length >= MIN_LENGTH && length <= MAX_LENGTH && !NOT_A_TITLE.test(line) && /[a-z]/i.test(line)) {
        current = { span: span(text, block.start, block.end), styleKey: block.styleKey, body: 0 };
        standalone.push(current);
        continue;
      }
    } else if (isRunIn(text, block.start, block.leadEmphasis, length)) {
      runIn.push(span(text, block.start, block.start + block.leadEmphasis));
    }
    if (current) current.body += length;
  }
  if (runIn.length >= MIN_RUN_INS && runIn.length > titleCount(standalone)) {
    return { titles: runIn, groups: standalone.map((c) => c.span) };
  }
  if (standalone.length === 0) return { titles: runIn, groups: [] };
  const isGroup = splitLevels(standalone);
  return {
    titles: standalone.filter((_, i) => !isGroup[i]).map((c) => c.span),
    groups: standalone.filter((_, i) => isGroup[i]).map((c) => c.span),
  };
}

function isRunIn(text: string, start: number, lead: number, length: number): boolean {
  if (lead < MIN_RUN_IN || lead >= length || lead > MAX_LENGTH) return false;
  const opening = text.slice(start, start + lead).trim();
  const after = text.slice(start + lead).trimStart();
  return (
    opening.split(/\s+/).length >= 3 &&
    /^[A-Z“"]/.test(opening) &&
    !BULLET.test(opening) &&
    (RUN_IN_END.test(opening) || /^[A-Z]/.test(after))
  );
}

function titleCount(standalone: Candidate[]): number {
  return standalone.length === 0 ? 0 : splitLevels(standalone).filter((group) => !group).length;
}

/** For each stand-alone heading: true when it groups titles rather than titling an entry. */
function splitLevels(standalone: Candidate[]): boolean[] {
  const counts = new Map<string, number>();
  // Headings that read as group labels ("Risks Related to…") do not vote for the title look.
  for (const c of standalone)
    if (!isGroupText(c.span.text)) counts.set(c.styleKey, (counts.get(c.styleKey) ?? 0) + 1);
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
  const preamble = firstGroup > 0 && firstGroup <= MAX_PREAMBLE ? firstGroup : 0;
  isGroup.fill(true, 0, preamble);
  // A heading in another look that has prose of its own and reads like a risk is an entry title all the same:
  // taken for a group, its risk's text would be quoted under the previous title.
  standalone.forEach((c, i) => {
    if (i >= preamble && isGroup[i] && !isGroupText(c.span.text) && c.body >= OWN_BODY && readsLikeTitle(c)) {
      isGroup[i] = false;
    }
  });
  return isGroup;
}

function readsLikeTitle(c: Candidate): boolean {
  const text = c.span.text;
  return (
    text.length > MAX_GROUP_LENGTH ||
    /[.!?]$/.test(text) ||
    /\b(?:could|may|might|can|will|would)\b/i.test(text)
  );
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
