/**
 * The filings feature's public module for other features: the parsed-filing types section extraction produces,
 * the `FilingSource` contract it implements for analysis, and what a stored filing row says about an accession. Analysis depends on filings, never the reverse.
 */
export type { FilingRef, FilingSource, NewRisk, RelatedFiling } from './filing-source-contract.ts';
export type {
  FormType,
  MissingSection,
  ParsedFiling,
  ReferenceTarget,
  Section,
  SectionKind,
  TextSpan,
} from './sections/types.ts';
export { type StoredFilingMeta, storedFilingMeta } from './stored-filing-meta.ts';
