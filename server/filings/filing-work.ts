import { MAX_DOCUMENT_BYTES } from '#server/edgar/edgar-client.ts';
import { edgarErrors } from '#server/edgar/edgar-errors.ts';
import { AppError } from '#server/http/app-error.ts';
import type { PeriodicForm } from '../../contract/fields.ts';
import {
  compareQuarterlyRisks,
  compareSection,
  newInitiatives,
  type SectionComparison,
} from './changes/compare-sections.ts';
import { decodeFilingBytes } from './documents/decode-filing.ts';
import { gzipTextAsync } from './documents/document-body-files.ts';
import { sanitizeFiling } from './documents/sanitize-filing.ts';
import {
  extractCurrentReport,
  extractSections,
  type ParsedFiling,
  type SectionForm,
  sectionsFromExhibit,
} from './sections/index.ts';

interface Comparison {
  risks: SectionComparison;
  /** Item 1 passages; null for a 10-Q, whose Part I has no business section. */
  business: SectionComparison | null;
  newInitiatives: string[];
}

interface CompareTask {
  prior: ParsedFiling;
  current: ParsedFiling;
  quarterly: boolean;
}

/**
 * The CPU-heavy work on filings (ADR 0305): sanitising a document for the viewer, parsing it into sections,
 * comparing two filings. The server runs it on worker threads (`server/workers`); `inProcessFilingWork` runs it here.
 */
export interface FilingWork {
  sanitizeFiling(html: string, folderUrl: string): Promise<string>;
  /** A downloaded document decoded (`decodeFilingBytes`) and sanitised: both are its size in CPU. */
  sanitizeDownload(bytes: Uint8Array, folderUrl: string): Promise<DecodedDocument>;
  /** A body's UTF-8 bytes gzipped, for the file store (ADR 0328): encoding 4 MB of text is CPU too. */
  gzipText(text: string): Promise<Uint8Array>;
  parseFiling(html: string, filingType: string): Promise<ParsedFiling<SectionForm>>;
  exhibitSections(html: string): Promise<ParsedFiling>;
  /** `signal` cancels a comparison nobody waits for any more. */
  compareFilings(task: CompareTask, signal?: AbortSignal): Promise<Comparison>;
}

interface DecodedDocument {
  html: string;
  safeHtml: string;
}

/** Sanitising a download starts from its bytes (a structured clone hands a Buffer over as a plain Uint8Array). */
export function sanitizeDownload(task: { bytes: Uint8Array; folderUrl: string }): DecodedDocument {
  const html = decodeFilingBytes(
    Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength),
  );
  return { html, safeHtml: sanitizeFiling(html, { folderUrl: task.folderUrl }) };
}

/** A document past the download limit (one stored before the limit, say) is refused before anything parses it. */
export function refuseOversized(html: string) {
  // Characters never outnumber UTF-8 bytes, so this refuses nothing the download limit lets through.
  if (html.length > MAX_DOCUMENT_BYTES)
    throw edgarErrors.tooLarge(`stored document of ${html.length} characters`);
}

/** Work whose client went away; nobody reads the answer, the status is for the log. */
export const cancelledWork = () =>
  new AppError('SERVICE_UNAVAILABLE', 'The request was cancelled before its work finished.');

/** Sections of a filing's primary document; an amendment (8-K/A, 10-K/A) has the items of the form it amends. */
export function parseFiling(task: { html: string; filingType: string }): ParsedFiling<SectionForm> {
  const form = task.filingType.replace(/\/A$/, '');
  return form === '8-K' ? extractCurrentReport(task.html) : extractSections(task.html, form as PeriodicForm);
}

/** What changed from the prior 10-K to a 10-K, or in a 10-Q's risk factors against the latest 10-K. */
export function compareFilings({ prior, current, quarterly }: CompareTask): Comparison {
  if (quarterly) return { risks: compareQuarterlyRisks(prior, current), business: null, newInitiatives: [] };
  return {
    risks: compareSection(prior, current, '1A'),
    business: compareSection(prior, current, '1'),
    newInitiatives: newInitiatives(prior, current),
  };
}

export const inProcessFilingWork: FilingWork = {
  sanitizeFiling: async (html, folderUrl) => {
    refuseOversized(html);
    return sanitizeFiling(html, { folderUrl });
  },
  sanitizeDownload: async (bytes, folderUrl) => sanitizeDownload({ bytes, folderUrl }),
  // On this thread, zlib's async API keeps the compression itself on libuv's pool.
  gzipText: gzipTextAsync,
  parseFiling: async (html, filingType) => {
    refuseOversized(html);
    return parseFiling({ html, filingType });
  },
  exhibitSections: async (html) => {
    refuseOversized(html);
    return sectionsFromExhibit(html);
  },
  compareFilings: async (task, signal) => {
    if (signal?.aborted) throw cancelledWork();
    return compareFilings(task);
  },
};
