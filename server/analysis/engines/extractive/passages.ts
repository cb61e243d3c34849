import type { ParsedFiling, Section, TextSpan } from '#server/filings/index.ts';
import { isProse, isQuotableSentence } from '../../text/prose.ts';
import { clipSpan, splitSentences } from '../../text/sentences.ts';

export interface Passage {
  section: Section;
  span: TextSpan;
  /** The sub-heading the paragraph sits under, if any. */
  subheading: TextSpan | null;
  sentences: TextSpan[];
}

/** The best section for a key: the most confident one that has content (not a pointer elsewhere). */
export function findSection(filing: ParsedFiling, key: string): Section | null {
  const candidates = filing.sections.filter(
    (s) => s.key === key && s.end > s.start && s.kind !== 'by reference',
  );
  candidates.sort((a, b) => b.confidence - a.confidence || b.end - b.start - (a.end - a.start));
  return candidates[0] ?? null;
}

/** The item, when it only points elsewhere (a 10-Q's risk factors pointing to the annual report). */
export function findReference(filing: ParsedFiling, key: string): Section | null {
  return filing.sections.find((s) => s.key === key && s.kind === 'by reference') ?? null;
}

function overlaps(a: TextSpan, b: TextSpan): boolean {
  return a.start < b.end && b.start < a.end;
}

/** A short title-like paragraph ("Product, Service and Software Announcements") that the extractor left as text. */
function looksLikeHeading(p: TextSpan): boolean {
  const text = p.text.trim();
  return (
    text.length >= 4 &&
    text.length <= 80 &&
    /^[A-Z]/.test(text) &&
    !/[.:;,]$/.test(text) &&
    text.split(/\s+/).length <= 10
  );
}

/** Prose paragraphs of the given sections, with the sub-heading each sits under and its quotable sentences. */
export function collectPassages(filing: ParsedFiling, keys: readonly string[]): Passage[] {
  const out: Passage[] = [];
  for (const key of keys) {
    const section = findSection(filing, key);
    if (!section) continue;
    const headings = [...section.subheadings, ...section.paragraphs.filter(looksLikeHeading)].sort(
      (a, b) => a.start - b.start,
    );
    for (const paragraph of section.paragraphs) {
      let body: TextSpan | null = paragraph;
      const inside = headings.filter((h) => overlaps(h, paragraph));
      const last = inside.at(-1);
      if (last) body = clipSpan(paragraph, last.end, paragraph.end);
      if (!body || !isProse(body.text)) continue;
      const subheading =
        headings.filter((h) => h.start <= paragraph.start || overlaps(h, paragraph)).at(-1) ?? null;
      const sentences = splitSentences(body).filter((s) => isQuotableSentence(s.text));
      if (sentences.length > 0) out.push({ section, span: body, subheading, sentences });
    }
  }
  return out;
}
