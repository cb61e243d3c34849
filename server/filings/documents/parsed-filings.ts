import { AppError } from '#server/http/app-error.ts';
import { type FilingWork, inProcessFilingWork } from '../filing-work.ts';
import type { ParsedFiling, SectionForm } from '../sections/index.ts';
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
const PARSED_FILINGS_CACHED = 8;

/**
 * Section extraction of a stored filing, done once per accession and process: parsing a 10 MB filing costs
 * hundreds of milliseconds, and the sections route, the highlight of the viewer and analysis all ask for it. A
 * least-recently-used map bounded by count; concurrent first asks share one parse; a failure is not kept. The
 * parse runs on `cpu` (the worker pool in the server), which also serves what is computed from parsed filings.
 */
export function createParsedFilings(
  documents: Pick<FilingDocuments, 'load'>,
  cpu: FilingWork = inProcessFilingWork,
  capacity = PARSED_FILINGS_CACHED,
) {
  const cache = new Map<string, Promise<ParsedFilingDocument>>();
  let parses = 0;

  async function parse(accession: string): Promise<ParsedFilingDocument> {
    const document = await documents.load(accession);
    parses += 1;
    // Shared by every asker, so never cancelled by one of them: the result is cached for the next.
    return {
      filing: document.filing,
      parsed: await cpu.parseFiling(document.html, document.filing.filingType),
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
    cpu,
    /** How many documents were parsed (not served from the cache): for tests and the benchmark. */
    parseCount: () => parses,
  };
}

export type ParsedFilings = ReturnType<typeof createParsedFilings>;
