import type { FormType, ParsedFiling } from '../filings/sections/types.ts';

export interface FilingRef {
  accession: string;
  ticker: string;
  formType: FormType;
  companyName?: string;
}

/**
 * What analysis needs from the filings feature: which filing a request means (cheap, metadata only) and, on a
 * cache miss, its parsed text. The filings feature owns EDGAR, the document cache and section extraction.
 */
export interface FilingSource {
  /** The given accession, or the latest filing of that type for the ticker (fetched from EDGAR if needed). */
  resolve(ticker: string, formType: FormType, accession?: string): Promise<FilingRef>;
  load(ref: FilingRef): Promise<ParsedFiling>;
}

/** Keeps the last few parsed filings in memory: parsing a 10-K costs a few hundred milliseconds. */
export function withParsedCache(source: FilingSource, size = 8): FilingSource {
  const cache = new Map<string, Promise<ParsedFiling>>();
  return {
    resolve: (...args) => source.resolve(...args),
    load(ref) {
      const hit = cache.get(ref.accession);
      if (hit) {
        cache.delete(ref.accession);
        cache.set(ref.accession, hit);
        return hit;
      }
      const loading = source.load(ref);
      cache.set(ref.accession, loading);
      loading.catch(() => cache.delete(ref.accession));
      while (cache.size > size) cache.delete(cache.keys().next().value as string);
      return loading;
    },
  };
}
