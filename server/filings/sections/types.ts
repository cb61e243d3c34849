import type { PeriodicForm } from '../../../contract/fields.ts';
/**
 * Contract between section extraction (filings) and the analysis engines. Offsets are character offsets into
 * `ParsedFiling.text`, the document's plain text, so evidence can point back into the filing.
 */
/** Forms whose items are extracted: the periodic reports, and 8-K current reports (items '2.02', '9.01'). */
export type SectionForm = PeriodicForm | '8-K';

export interface TextSpan {
  start: number;
  end: number;
  text: string;
}

/**
 * 'by reference': the item only points elsewhere (the proxy statement, the annual report, an exhibit, a note of
 * this report); its paragraphs are the pointer itself, never analysed as content.
 */
type SectionKind = 'content' | 'by reference';

/** Where a by-reference item points. */
export type ReferenceTarget = 'proxy statement' | 'annual report' | 'exhibit' | 'this report';

export interface Section {
  /** '1', '1A', '7' for a 10-K; 'I-2', 'II-1A' for a 10-Q (items repeat across parts); '2.02' for an 8-K. */
  key: string;
  part: 'I' | 'II' | 'III' | 'IV' | null;
  item: string;
  /** Canonical title, e.g. 'Risk Factors'. */
  title: string;
  /** The heading as written in the document. */
  heading: string;
  start: number;
  end: number;
  paragraphs: TextSpan[];
  /** Bold or italic sub-headings inside the section (risk-factor titles in Item 1A). */
  subheadings: TextSpan[];
  /** 0..1: how sure the extractor is that this is the real section and not a fragment. */
  confidence: number;
  /** Headings that group the sub-headings ("Macroeconomic and Industry Risks"); not titles themselves. */
  groupHeadings?: TextSpan[];
  /** Keys of other items this heading also covers ("Items 1 and 2. Business and Properties"). */
  combinedWith?: string[];
  kind: SectionKind;
  /** For a by-reference item: the sentence that points elsewhere, and where to. */
  pointer?: TextSpan;
  pointsTo?: ReferenceTarget;
}

export interface MissingSection {
  key: string;
  title: string;
  /** 'combined': the item's text is inside the section `coveredBy` ("Items 1 and 2"). */
  reason: 'not_found' | 'combined';
  coveredBy?: string;
}

/** A parsed document; analysis reads the periodic reports only, so that is the default. */
export interface ParsedFiling<F extends SectionForm = PeriodicForm> {
  formType: F;
  text: string;
  sections: Section[];
  missing: MissingSection[];
}
