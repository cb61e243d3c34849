import type { PeriodicForm } from '../../../contract/fields.ts';
import { extractFilingText, type FilingText } from './extract-text.ts';
import { locateStatements, POINTS_TO_STATEMENTS } from './financial-statements.ts';
import { findLandmarks } from './heading-candidates.ts';
import { type CatalogItem, catalogFor, catalogIndex } from './item-catalog.ts';
import { findPageNoise, SHORT_ANSWER } from './page-noise.ts';
import { isRiskPointer, pointerKind, pointerParagraph, referenceTarget } from './pointer-text.ts';
import { type ChosenHeading, selectHeadings } from './select-headings.ts';
import { findSubheadings } from './subheadings.ts';
import { titleHeadings } from './title-headings.ts';
import type { MissingSection, ParsedFiling, Section, TextSpan } from './types.ts';

const SUBSTANTIAL_BODY = 300;
/** Risk-factor items: in a 10-Q they often only refer back to the annual report. */
const RISK_ITEMS = new Set(['1A', 'II-1A']);

/** Parses a 10-K or 10-Q primary document into its plain text and its item sections. */
export function extractSections(html: string, formType: PeriodicForm): ParsedFiling {
  return sectionsFromText(extractFilingText(html), formType);
}

function sectionsFromText(filing: FilingText, formType: PeriodicForm): ParsedFiling {
  const catalog = catalogFor(formType);
  const noise = findPageNoise(filing.text, filing.blocks);
  const landmarks = findLandmarks(filing, noise);
  const byItem = selectHeadings(filing, landmarks, catalog);
  // No "Item" heading in the body: an annual-report layout, headed by titles and mapped by a cross-reference index.
  const chosen =
    byItem.length === 0 && formType === '10-K' ? titleHeadings(filing, noise, landmarks, catalog) : byItem;

  const sections: Section[] = [];
  const missing: MissingSection[] = [];
  const accounted = new Set<string>();
  let relocated: Section | null = null;
  for (const heading of chosen) {
    const { entry } = heading;
    accounted.add(entry.key);
    let body = { firstBlock: heading.firstBlock, start: heading.start, end: heading.end };
    const { sentences, tableChars } = prose(filing, noise, body.firstBlock, body.end);
    const pointer = pointerKind(sentences, tableChars);
    const movedStatements = pointer === 'elsewhere' && formType === '10-K' && entry.key === '8';
    if (movedStatements && POINTS_TO_STATEMENTS.test(sentences.join(' '))) {
      const placement = locateStatements(filing, noise, body.firstBlock);
      if (placement) body = placement;
    }
    const section = buildSection(filing, noise, heading, body);
    const pointerOnly =
      (pointer !== null && body.start === heading.start) ||
      (RISK_ITEMS.has(entry.key) && isRiskPointer(sentences, section.subheadings.length));
    if (pointerOnly) markByReference(section, sentences);
    if (body.start !== heading.start) {
      section.confidence = Math.min(section.confidence, 0.7);
      relocated = section;
    }
    sections.push(section);
    for (const covered of heading.covers) {
      accounted.add(covered.key);
      missing.push({ key: covered.key, title: covered.title, reason: 'combined', coveredBy: entry.key });
    }
  }
  if (relocated)
    for (const section of sections) if (section !== relocated) cutAt(filing.text, section, relocated.start);
  for (const entry of catalog) {
    if (entry.expected && !accounted.has(entry.key)) {
      missing.push({ key: entry.key, title: entry.title, reason: 'not_found' });
    }
  }
  const order = (key: string) => catalogIndex(catalog, key);
  sections.sort((a, b) => order(a.key) - order(b.key));
  missing.sort((a, b) => order(a.key) - order(b.key));
  return { formType, text: filing.text, sections, missing };
}

/**
 * One way for every item that only points elsewhere (proxy statement, annual report, exhibit, a note): the section
 * is found, its kind is 'by reference', and the pointing sentence is kept so a reader (or the analysis) can follow.
 */
function markByReference(section: Section, prose: readonly string[]): void {
  section.kind = 'by reference';
  section.pointsTo = referenceTarget(prose);
  const paragraphs = section.paragraphs.filter((p) => !/\|/.test(p.text));
  section.pointer = paragraphs[pointerParagraph(paragraphs.map((p) => p.text))] ?? section.paragraphs[0];
  section.subheadings = [];
  section.groupHeadings = [];
}

interface Body {
  firstBlock: number;
  start: number;
  end: number;
}

function buildSection(filing: FilingText, noise: Uint8Array, heading: ChosenHeading, body: Body): Section {
  const { entry, line } = heading;
  const paragraphs = bodyParagraphs(filing, noise, body);
  const { titles, groups } = findSubheadings(filing, noise, body.firstBlock, body.end);
  const section: Section = {
    key: entry.key,
    part: entry.part,
    item: entry.item,
    title: entry.title,
    heading: line.heading,
    start: body.start,
    end: paragraphs[paragraphs.length - 1]?.end ?? line.end,
    paragraphs,
    subheadings: titles,
    groupHeadings: groups,
    confidence: confidence(heading, entry, paragraphs),
    kind: 'content',
  };
  if (heading.covers.length > 0) section.combinedWith = heading.covers.map((c: CatalogItem) => c.key);
  return section;
}

/** The section's blocks after its heading, without page furniture; rows of one table form one span. */
export function bodyParagraphs(filing: FilingText, noise: Uint8Array, body: Body): TextSpan[] {
  const { text, blocks } = filing;
  const spans: TextSpan[] = [];
  let lastTable = -1;
  for (let i = body.firstBlock; i < blocks.length && blocks[i]!.start < body.end; i++) {
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

/** Paragraph text (pointers are written as sentences) and how much table text follows it. */
function prose(filing: FilingText, noise: Uint8Array, firstBlock: number, end: number) {
  const sentences: string[] = [];
  let tableChars = 0;
  for (let i = firstBlock; i < filing.blocks.length && filing.blocks[i]!.start < end; i++) {
    const block = filing.blocks[i]!;
    if (noise[i]) continue;
    if (block.kind === 'paragraph') sentences.push(filing.text.slice(block.start, block.end));
    else tableChars += block.end - block.start;
  }
  return { sentences, tableChars };
}

function confidence(heading: ChosenHeading, entry: CatalogItem, paragraphs: readonly TextSpan[]): number {
  const { line } = heading;
  const bodyLength = paragraphs.reduce((n, p) => n + p.text.length, 0);
  let score = 0.4;
  if (line.title === '' || entry.cue.test(line.title)) score += 0.2;
  if (line.linked || line.emphasised) score += 0.1;
  if (bodyLength >= SUBSTANTIAL_BODY || (paragraphs.length === 1 && SHORT_ANSWER.test(paragraphs[0]!.text))) {
    score += 0.3;
  } else if (bodyLength > 0) score += 0.1;
  if (!heading.inOrder) score -= 0.4;
  if (heading.viaToc) score = Math.min(score, 0.6);
  return Math.round(Math.min(1, Math.max(0, score)) * 100) / 100;
}

/** Ends a section where relocated content begins, so sections never overlap. */
function cutAt(text: string, section: Section, offset: number): void {
  if (section.start >= offset || section.end <= offset) return;
  section.end = trimEnd(text, section.start, offset);
  section.paragraphs = section.paragraphs.filter((p) => p.end <= offset);
  section.subheadings = section.subheadings.filter((s) => s.end <= offset);
  section.groupHeadings = section.groupHeadings?.filter((s) => s.end <= offset);
}

function trimEnd(text: string, start: number, end: number): number {
  let e = end;
  while (e > start && /\s/.test(text[e - 1]!)) e--;
  return e;
}
