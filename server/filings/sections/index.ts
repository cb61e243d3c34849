/**
 * Section extraction for 10-K / 10-Q primary documents (inline XBRL HTML), and the items of 8-K current reports.
 *
 * `extractSections(html, formType)` → `ParsedFiling` (plain text + item sections + what is missing);
 * `extractCurrentReport(html)` → the same for an 8-K; `extractFilingText(html)` → the plain text alone with its
 * block map.
 */

export { extractCurrentReport } from './current-report-sections.ts';
export { sectionsFromExhibit } from './exhibit-sections.ts';
export { extractSections } from './extract-sections.ts';
export { extractFilingText } from './extract-text.ts';
export type {
  ParsedFiling,
  Section,
  SectionForm,
} from './types.ts';
