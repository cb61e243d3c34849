import { z } from 'zod';
import { edgarErrors } from './edgar-errors.ts';
import { ACCESSION } from './edgar-schemas.ts';
import { guardedFetch } from './guarded-fetch.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { createUrlGuard, normaliseOrigin } from './url-guard.ts';

/** What is asked of EDGAR full-text search (efts.sec.gov): the words, forms and an inclusive filing-date range. */
export interface EftsQuery {
  q: string;
  forms: string[];
  from?: string;
  to?: string;
}

/** One filing EDGAR's index says holds the words; EFTS names the document but never returns the passage. */
export interface EftsHit {
  cik: string;
  name: string;
  accession: string;
  form: string;
  filingDate: string;
  /** The matching document of the filing ('ko-20241231.htm'), from the hit's `_id` (`<adsh>:<file>`). */
  document: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const hit = z.object({
  _id: z.string(),
  _source: z.object({
    ciks: z.array(z.string().regex(/^\d{1,10}$/)).min(1),
    display_names: z.array(z.string()).min(1),
    form: z.string(),
    file_date: z.string().regex(DATE),
    adsh: z.string().regex(ACCESSION),
  }),
});
const envelope = z.object({ hits: z.object({ hits: z.array(z.unknown()) }) });

/** EDGAR writes a filer as 'COCA COLA CO  (KO)  (CIK 0000021344)': the name is what precedes the brackets. */
function displayName(raw: string): string {
  return raw.replace(/\s*\((?:CIK [^)]*|[A-Z0-9., -]+)\)\s*/g, ' ').trim() || raw.trim();
}

/**
 * Elasticsearch's `hits.hits[]._source` as EFTS answers it; a wrong envelope is an error, a malformed hit is skipped
 * (counted), as the frames parser does.
 */
export function parseEftsResponse(body: unknown): { hits: EftsHit[]; skipped: number } | { error: string } {
  const outer = envelope.safeParse(body);
  if (!outer.success) return { error: outer.error.issues[0]?.message ?? 'not an EFTS answer' };
  const hits: EftsHit[] = [];
  let skipped = 0;
  for (const raw of outer.data.hits.hits) {
    const parsed = hit.safeParse(raw);
    if (!parsed.success) {
      skipped += 1;
      continue;
    }
    const source = parsed.data._source;
    hits.push({
      cik: source.ciks[0]!.padStart(10, '0'),
      name: displayName(source.display_names[0]!),
      accession: source.adsh,
      form: source.form,
      filingDate: source.file_date,
      document: parsed.data._id.split(':')[1] ?? '',
    });
  }
  return { hits, skipped };
}

/** The search-index address: `dateRange=custom` only with both ends (EFTS ignores a half-open custom range). */
export function eftsPath(query: EftsQuery): string {
  const params = new URLSearchParams({ q: query.q });
  if (query.forms.length) params.set('forms', query.forms.join(','));
  if (query.from || query.to) {
    params.set('dateRange', 'custom');
    params.set('startdt', query.from ?? '2001-01-01');
    params.set('enddt', query.to ?? new Date().toISOString().slice(0, 10));
  }
  return `/LATEST/search-index?${params.toString()}`;
}

export interface EftsClientOptions {
  /** `https://efts.sec.gov`, or the fake EDGAR in tests and offline dev. */
  baseUrl: string;
  userAgent: string;
  /** The same fair-access limiter as every other EDGAR request. */
  limiter: RateLimiter;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * EDGAR full-text search: one guarded GET (its own origin is the only one its URL guard allows) through the shared
 * limiter; no retries, since the caller falls back to the local index and a search is asked for by a waiting user.
 */
export function createEftsClient(options: EftsClientOptions) {
  const origin = normaliseOrigin(options.baseUrl);
  const fetchOptions = {
    assertAllowed: createUrlGuard([origin]),
    fetch: options.fetch ?? globalThis.fetch,
    userAgent: options.userAgent,
    timeoutMs: options.timeoutMs ?? 8_000,
    maxBytes: 5 * 1024 * 1024,
    maxRedirects: 0,
    beforeRequest: () => options.limiter.acquire(),
  };
  return {
    async search(query: EftsQuery): Promise<EftsHit[]> {
      const url = `${origin}${eftsPath(query)}`;
      let response: Awaited<ReturnType<typeof guardedFetch>>;
      try {
        response = await guardedFetch(url, fetchOptions);
      } catch (error) {
        throw edgarErrors.unavailable(`full-text search: ${(error as Error).message}`, error);
      }
      if (response.status !== 200) throw edgarErrors.unavailable(`${response.status} for ${url}`);
      let body: unknown;
      try {
        body = JSON.parse(response.body.toString('utf8'));
      } catch {
        throw edgarErrors.badResponse(`full-text search answered no JSON: ${url}`);
      }
      const parsed = parseEftsResponse(body);
      if ('error' in parsed) throw edgarErrors.badResponse(`full-text search: ${parsed.error}`);
      return parsed.hits;
    },
  };
}

export type EftsClient = ReturnType<typeof createEftsClient>;
