import type { Passage } from '../../../contract/filings.ts';
import type { ParsedFiling, Section } from '../sections/index.ts';

/** Text under a heading shorter than this (a stray line, a page header) is not a passage of its own. */
const MIN_LEAD_CHARS = 80;

/**
 * The section cut at its sub-headings (group headings such as "Macroeconomic and Industry Risks" excluded). With
 * `leads`, the text between a group heading (or the section's start) and the first sub-heading after it is a
 * passage too, titled by that group heading: Item 1's strategy language sits there ("Company Background").
 */
export function passagesOf(
  parsed: ParsedFiling,
  section: Section,
  options: { leads?: boolean } = {},
): Passage[] {
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
