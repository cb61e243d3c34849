/**
 * Section extraction for 10-K / 10-Q primary documents (inline XBRL HTML), and the items of 8-K current reports.
 *
 * `extractSections(html, formType)` → `ParsedFiling` (plain text + item sections + what is missing);
 * `extractCurrentReport(html)` → the same for an 8-K; `extractFilingText(html)` → the plain text alone with its
 * block map.
 */

export { extractCurrentReport } from './current-report-sections.ts';
export { sectionsFromExhibit } from './exhibit-sections.ts';
export { extractSections, sectionsFromText } from './extract-sections.ts';
export { type Block, extractFilingText, type FilingText } from './extract-text.ts';
export { catalogFor, TEN_K_ITEMS, TEN_Q_ITEMS } from './item-catalog.ts';
export type {
  FormType,
  MissingSection,
  ParsedFiling,
  ReferenceTarget,
  Section,
  SectionForm,
  TextSpan,
} from './types.ts';
