import { extractFilingText, type FilingText } from './extract-text.ts';
import { findLandmarks } from './heading-candidates.ts';
import { catalogFor } from './item-catalog.ts';
import { findPageNoise } from './page-noise.ts';
import { type ChosenHeading, selectHeadings } from './select-headings.ts';
import { findSubheadings } from './subheadings.ts';
import type { FormType, MissingSection, ParsedFiling, Section, TextSpan } from './types.ts';

/** Short sections that only point to the proxy statement or another document carry no content of their own. */
const INCORPORATED =
  /incorporated\s+(?:herein\s+)?by\s+reference|(?:will\s+be|is)\s+(?:included|contained|set\s+forth|presented)\s+(?:in|under)\b[^.]{0,120}\bproxy\s+statement/i;
const MAX_POINTER_LENGTH = 1500;
const SUBSTANTIAL_BODY = 300;
const EMPTY_BODY = /^(?:none|not applicable|n\/a|\[?reserved\]?)\.?$/i;

/** Parses a 10-K or 10-Q primary document into its plain text and its item sections. */
export function extractSections(html: string, formType: FormType): ParsedFiling {
  return sectionsFromText(extractFilingText(html), formType);
}

export function sectionsFromText(filing: FilingText, formType: FormType): ParsedFiling {
  const catalog = catalogFor(formType);
  const noise = findPageNoise(filing.text, filing.blocks);
  const landmarks = findLandmarks(filing, noise);
  const chosen = selectHeadings(landmarks, catalog, filing.text.length);

  const sections: Section[] = [];
  const missing: MissingSection[] = [];
  const accounted = new Set<string>();
  for (const heading of chosen) {
    const paragraphs = bodyParagraphs(filing, noise, heading);
    const bodyLength = paragraphs.reduce((n, p) => n + p.text.length, 0);
    const bodyText = paragraphs.map((p) => p.text).join(' ');
    accounted.add(heading.entry.key);
    if (bodyLength <= MAX_POINTER_LENGTH && INCORPORATED.test(bodyText)) {
      missing.push({ key: heading.entry.key, title: heading.entry.title, reason: 'incorporated_by_reference' });
      continue;
    }
    const { titles, groups } = findSubheadings(filing, noise, heading.line.block + 1, heading.end);
    const section: Section = {
      key: heading.entry.key,
      part: heading.entry.part,
      item: heading.entry.item,
      title: heading.entry.title,
      heading: heading.line.heading,
      start: heading.line.start,
      end: trimEnd(filing.text, heading.line.start, heading.end),
      paragraphs,
      subheadings: titles,
      groupHeadings: groups,
      confidence: confidence(heading, bodyLength, bodyText),
    };
    if (heading.covers.length > 0) section.combinedWith = heading.covers.map((c) => c.key);
    sections.push(section);
    for (const covered of heading.covers) {
      accounted.add(covered.key);
      missing.push({ key: covered.key, title: covered.title, reason: 'combined', coveredBy: heading.entry.key });
    }
  }
  for (const entry of catalog) {
    if (entry.expected && !accounted.has(entry.key)) {
      missing.push({ key: entry.key, title: entry.title, reason: 'not_found' });
    }
  }
  return { formType, text: filing.text, sections, missing };
}

/** The section's blocks after its heading, without page furniture; rows of one table form one span. */
function bodyParagraphs(filing: FilingText, noise: Uint8Array, heading: ChosenHeading): TextSpan[] {
  const { text, blocks } = filing;
  const spans: TextSpan[] = [];
  let lastTable = -1;
  for (let i = heading.line.block + 1; i < blocks.length && blocks[i]!.start < heading.end; i++) {
    const block = blocks[i]!;
    if (noise[i]) continue;
    const previous = spans[spans.length - 1];
    if (previous && block.table >= 0 && block.table === lastTable) {
      previous.end = block.end;
      previous.text = text.slice(previous.start, previous.end);
    } else spans.push({ start: block.start, end: block.end, text: text.slice(block.start, block.end) });
    lastTable = block.table;
  }
  return spans;
}

function confidence(heading: ChosenHeading, bodyLength: number, bodyText: string): number {
  const { line, entry } = heading;
  let score = 0.4;
  if (line.title === '' || entry.cue.test(line.title)) score += 0.2;
  if (line.linked || line.emphasised) score += 0.1;
  if (bodyLength >= SUBSTANTIAL_BODY || EMPTY_BODY.test(bodyText.trim())) score += 0.3;
  else if (bodyLength > 0) score += 0.1;
  if (!heading.inOrder) score -= 0.4;
  return Math.round(Math.min(1, Math.max(0, score)) * 100) / 100;
}

function trimEnd(text: string, start: number, end: number): number {
  let e = end;
  while (e > start && /\s/.test(text[e - 1]!)) e--;
  return e;
}
