import { AppError } from '../../http/app-error.ts';
import {
  extractCurrentReport,
  extractSections,
  type FormType,
  type ParsedFiling,
  type SectionForm,
} from '../sections/index.ts';
import type { FilingDocument, FilingDocuments } from './filing-documents.ts';

export interface ParsedFilingDocument {
  filing: FilingDocument['filing'];
  parsed: ParsedFiling<SectionForm>;
}

/** A 10-K or 10-Q (what analysis and comparisons read); an 8-K is refused with `message`. */
export function periodicOnly(parsed: ParsedFiling<SectionForm>, message: string): ParsedFiling {
  if (parsed.formType === '8-K') throw AppError.badRequest(message, 'NOT_PERIODIC_REPORT');
  return parsed as ParsedFiling;
}

/** Parsed filings kept in memory: a large 10-K holds a few megabytes of text, so a handful is plenty. */
export const PARSED_FILINGS_CACHED = 8;

/**
 * Section extraction of a stored filing, done once per accession and process: parsing a 10 MB filing costs
 * hundreds of milliseconds, and the sections route, the highlight of the viewer and analysis all ask for it. A
 * least-recently-used map bounded by count; concurrent first asks share one parse; a failure is not kept.
 */
export function createParsedFilings(documents: FilingDocuments, capacity = PARSED_FILINGS_CACHED) {
  const cache = new Map<string, Promise<ParsedFilingDocument>>();
  let parses = 0;

  async function parse(accession: string): Promise<ParsedFilingDocument> {
    const document = await documents.load(accession);
    parses += 1;
    // An amendment (8-K/A, 10-K/A) has the items of the form it amends.
    const form = document.filing.filingType.replace(/\/A$/, '');
    return {
      filing: document.filing,
      parsed:
        form === '8-K'
          ? extractCurrentReport(document.html)
          : extractSections(document.html, form as FormType),
    };
  }

  return {
    load(accession: string): Promise<ParsedFilingDocument> {
      const hit = cache.get(accession);
      if (hit) {
        cache.delete(accession);
        cache.set(accession, hit);
        return hit;
      }
      const loading = parse(accession);
      cache.set(accession, loading);
      loading.catch(() => {
        if (cache.get(accession) === loading) cache.delete(accession);
      });
      while (cache.size > capacity) cache.delete(cache.keys().next().value as string);
      return loading;
    },
    /** How many documents were parsed (not served from the cache): for tests and the benchmark. */
    parseCount: () => parses,
  };
}

export type ParsedFilings = ReturnType<typeof createParsedFilings>;
