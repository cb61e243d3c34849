import { AppError } from '#server/http/app-error.ts';
import { edgarErrors } from './edgar-errors.ts';
import {
  ACCESSION,
  DOCUMENT_NAME,
  type EdgarFiling,
  submissionsSchema,
  tickerFileSchema,
  toFilings,
} from './edgar-schemas.ts';
import { type FetchedBody, guardedFetch, TransientFetchError } from './guarded-fetch.ts';
import { LimiterPausedError, type RateLimiter } from './rate-limiter.ts';
import { createUrlGuard, normaliseOrigin } from './url-guard.ts';
import { type Frame, type FrameRequest, framePath, parseFrame } from './xbrl-frames.ts';

/** The largest answer taken from EDGAR; the worker pool refuses a stored document over it too. */
export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;

export interface EdgarClientOptions {
  wwwUrl: string;
  dataUrl: string;
  userAgent: string;
  limiter: RateLimiter;
  /** The companies table: a known CIK saves a download of the SEC ticker file. */
  lookupCik?: (ticker: string) => Promise<number | null>;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  timeoutMs?: number;
  maxBytes?: number;
  maxAttempts?: number;
  tickerFileTtlMs?: number;
}

export interface DownloadedDocument {
  url: string;
  body: Buffer;
  contentType: string | null;
}

export type EdgarClient = ReturnType<typeof createEdgarClient>;

/** What EDGAR said identifies the version of a JSON document the app holds. */
export interface JsonValidators {
  etag: string | null;
  lastModified: string | null;
}

export type ConditionalJson =
  | { notModified: true }
  | { notModified: false; data: unknown; validators: JsonValidators };

const DEFAULT_BACKOFF_SECONDS = 600;
const DATA_PATH = /^\/(submissions|api\/xbrl\/companyfacts)\/[A-Za-z0-9-]+\.json$/;
const RETRY_BASE_MS = 500;
const DAILY_INDEX_PATH = /^\/Archives\/edgar\/daily-index\/\d{4}\/QTR[1-4]\/master\.\d{8}\.idx$/;

export function createEdgarClient(options: EdgarClientOptions) {
  const www = normaliseOrigin(options.wwwUrl);
  const data = normaliseOrigin(options.dataUrl);
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;
  const maxAttempts = options.maxAttempts ?? 3;
  const tickerTtl = options.tickerFileTtlMs ?? 24 * 60 * 60 * 1000;
  const fetchOptions = {
    assertAllowed: createUrlGuard([www, data]),
    fetch: options.fetch ?? globalThis.fetch,
    userAgent: options.userAgent,
    timeoutMs: options.timeoutMs ?? 30_000,
    maxBytes: options.maxBytes ?? MAX_DOCUMENT_BYTES,
    maxRedirects: 3,
    beforeRequest: () => options.limiter.acquire(),
  };
  let backOffUntil = 0;
  let tickers: { expires: number; map: Promise<Map<string, number>> } | null = null;

  function assertNotBackingOff() {
    const waitMs = backOffUntil - now();
    if (waitMs > 0) throw edgarErrors.throttled(Math.ceil(waitMs / 1000));
  }

  function backOff(seconds: number) {
    backOffUntil = Math.max(backOffUntil, now() + seconds * 1000);
  }

  /**
   * GET with retries on 5xx and network errors; throttling is never retried: it stops all asking for a while, in
   * this process at once (no database round trip) and in every other one through the shared limiter.
   */
  async function get(
    url: string,
    onNotFound: (detail: string) => AppError,
    headers?: Record<string, string>,
    forbiddenIsMissing = false,
  ): Promise<FetchedBody> {
    for (let attempt = 1; ; attempt++) {
      assertNotBackingOff();
      let response: FetchedBody;
      try {
        response = await guardedFetch(url, headers ? { ...fetchOptions, headers } : fetchOptions);
      } catch (error) {
        if (error instanceof LimiterPausedError) {
          backOff(error.retryAfterSeconds);
          throw edgarErrors.throttled(error.retryAfterSeconds);
        }
        if (!(error instanceof TransientFetchError)) throw error;
        if (attempt >= maxAttempts) throw edgarErrors.unavailable(error.message, error);
        await sleep(retryDelay(attempt));
        continue;
      }
      if (isThrottled(response)) {
        const seconds = retryAfterSeconds(response.headers.get('retry-after'), now());
        backOff(seconds);
        // The local back-off holds even when the shared pause cannot be written (the database is away).
        await options.limiter.pause(seconds).catch(() => {});
        throw edgarErrors.throttled(seconds);
      }
      if (response.status >= 200 && response.status < 300) return response;
      // Only asked for with validators: the copy the caller holds is still current.
      if (response.status === 304 && headers) return response;
      if (
        response.status === 404 ||
        response.status === 410 ||
        (forbiddenIsMissing && response.status === 403)
      )
        throw onNotFound(`${response.status} for ${url}`);
      if (response.status < 500 || attempt >= maxAttempts) {
        throw edgarErrors.unavailable(`${response.status} for ${url}`);
      }
      await sleep(retryDelay(attempt));
    }
  }

  function retryDelay(attempt: number) {
    return RETRY_BASE_MS * 2 ** (attempt - 1) + random() * RETRY_BASE_MS;
  }

  function json(response: FetchedBody): unknown {
    try {
      return JSON.parse(response.body.toString('utf8'));
    } catch {
      throw edgarErrors.badResponse(`not JSON: ${response.url}`);
    }
  }

  async function loadTickerFile(): Promise<Map<string, number>> {
    const response = await get(`${www}/files/company_tickers.json`, edgarErrors.notFound);
    const parsed = tickerFileSchema.safeParse(json(response));
    if (!parsed.success) throw edgarErrors.badResponse(`ticker file: ${parsed.error.message}`);
    return new Map(Object.values(parsed.data).map((entry) => [normaliseTicker(entry.ticker), entry.cik_str]));
  }

  async function tickerMap(): Promise<Map<string, number>> {
    if (!tickers || tickers.expires <= now()) {
      const map = loadTickerFile();
      tickers = { expires: now() + tickerTtl, map };
      // A failed download must not be cached for a day.
      map.catch(() => {
        if (tickers?.map === map) tickers = null;
      });
    }
    return tickers.map;
  }

  function folderUrl(filing: Pick<EdgarFiling, 'cik' | 'accessionNumber'>): string {
    if (!Number.isSafeInteger(filing.cik) || filing.cik <= 0 || !ACCESSION.test(filing.accessionNumber)) {
      throw edgarErrors.refusedUrl(`bad filing id ${filing.cik}/${filing.accessionNumber}`);
    }
    return `${www}/Archives/edgar/data/${filing.cik}/${filing.accessionNumber.replaceAll('-', '')}/`;
  }

  function documentUrl(filing: Pick<EdgarFiling, 'cik' | 'accessionNumber' | 'primaryDocument'>): string {
    if (!DOCUMENT_NAME.test(filing.primaryDocument)) throw edgarErrors.refusedUrl(filing.primaryDocument);
    return `${folderUrl(filing)}${filing.primaryDocument}`;
  }

  return {
    wwwOrigin: www,
    dataOrigin: data,
    folderUrl,
    documentUrl,

    /** Ticker → CIK: the companies table first, else the SEC ticker file. Unknown → 404. */
    async resolveCik(ticker: string): Promise<number> {
      const symbol = normaliseTicker(ticker);
      const known = await options.lookupCik?.(symbol);
      if (known) return known;
      const cik = (await tickerMap()).get(symbol);
      if (!cik) throw edgarErrors.unknownTicker(ticker.toUpperCase());
      return cik;
    },

    /** The company's recent filings (all forms), newest first. */
    async listFilings(cik: number): Promise<{ name: string; filings: EdgarFiling[] }> {
      const cik10 = String(cik).padStart(10, '0');
      const response = await get(`${data}/submissions/CIK${cik10}.json`, edgarErrors.notFound);
      const parsed = submissionsSchema.safeParse(json(response));
      if (!parsed.success) throw edgarErrors.badResponse(`submissions ${cik10}: ${parsed.error.message}`);
      return { name: parsed.data.name, filings: toFilings(cik, parsed.data) };
    },

    /**
     * Any JSON document of the data host (submissions and their older pages, XBRL company facts), parsed but not
     * validated: the caller owns its shape. A path that is not a plain data-host path is refused.
     */
    async dataJson(pathname: string, onNotFound = edgarErrors.notFound): Promise<unknown> {
      if (!DATA_PATH.test(pathname)) throw edgarErrors.refusedUrl(pathname);
      return json(await get(`${data}${pathname}`, onNotFound));
    },

    /**
     * `dataJson` made conditional on the copy the caller holds: with its ETag / Last-Modified EDGAR may answer
     * 304 Not Modified (no body), which costs it and us little. A 200 gives the document and its new validators.
     */
    async conditionalDataJson(
      pathname: string,
      held: JsonValidators | null,
      onNotFound = edgarErrors.notFound,
    ): Promise<ConditionalJson> {
      if (!DATA_PATH.test(pathname)) throw edgarErrors.refusedUrl(pathname);
      const headers: Record<string, string> = {};
      if (held?.etag) headers['If-None-Match'] = held.etag;
      if (held?.lastModified) headers['If-Modified-Since'] = held.lastModified;
      const conditional = Object.keys(headers).length > 0;
      const response = await get(`${data}${pathname}`, onNotFound, conditional ? headers : undefined);
      if (response.status === 304) return { notModified: true };
      return {
        notModified: false,
        data: json(response),
        validators: {
          etag: response.headers.get('etag'),
          lastModified: response.headers.get('last-modified'),
        },
      };
    },

    async downloadDocument(
      filing: Pick<EdgarFiling, 'cik' | 'accessionNumber' | 'primaryDocument'>,
    ): Promise<DownloadedDocument> {
      const response = await get(documentUrl(filing), edgarErrors.documentMissing);
      return { url: response.url, body: response.body, contentType: response.headers.get('content-type') };
    },

    /** SEC's whole ticker file with exchanges (`{fields, data}`), parsed JSON; the catalogue validates it. */
    async companyTickersExchange(): Promise<unknown> {
      return json(await get(`${www}/files/company_tickers_exchange.json`, edgarErrors.notFound));
    },

    /** A company's submissions JSON (SIC code, exchanges, name), parsed; the catalogue validates it. */
    async companySubmissions(cik: number): Promise<unknown> {
      const cik10 = String(cik).padStart(10, '0');
      return json(await get(`${data}/submissions/CIK${cik10}.json`, edgarErrors.notFound));
    },

    /**
     * One XBRL frame: every filer's value of a concept for a calendar period, in one request. null when EDGAR has
     * no such frame (404: nobody reported that concept in that unit for that period).
     */
    async xbrlFrame(request: FrameRequest): Promise<Frame | null> {
      const pathname = framePath(request);
      if (!pathname) throw edgarErrors.refusedUrl(`bad frame ${JSON.stringify(request)}`);
      let response: FetchedBody;
      try {
        response = await get(`${data}${pathname}`, edgarErrors.notFound);
      } catch (error) {
        if (error instanceof AppError && error.code === 'EDGAR_NOT_FOUND') return null;
        throw error;
      }
      const parsed = parseFrame(json(response));
      if ('error' in parsed) throw edgarErrors.badResponse(`frame ${pathname}: ${parsed.error}`);
      return parsed.frame;
    },

    /**
     * A text file of EDGAR's daily index (`/Archives/edgar/daily-index/…`); null when EDGAR has none, which it says
     * with a 404 or, for Archives paths, a plain 403 (throttling's 403 is recognised first and stays an error).
     */
    async dailyIndexText(pathname: string): Promise<string | null> {
      if (!DAILY_INDEX_PATH.test(pathname)) throw edgarErrors.refusedUrl(pathname);
      try {
        return (await get(`${www}${pathname}`, edgarErrors.notFound, undefined, true)).body.toString(
          'latin1',
        );
      } catch (error) {
        if (error instanceof AppError && error.code === 'EDGAR_NOT_FOUND') return null;
        throw error;
      }
    },

    /** When throttled: the epoch ms until which no request is sent (0 when not backing off). */
    backingOffUntil: () => (backOffUntil > now() ? backOffUntil : 0),
  };
}

function normaliseTicker(ticker: string): string {
  return ticker.trim().toUpperCase().replaceAll('.', '-');
}

function isThrottled(response: FetchedBody): boolean {
  if (response.status === 429) return true;
  if (response.status !== 403) return false;
  const text = response.body.subarray(0, 4096).toString('utf8');
  return /Request Rate Threshold Exceeded|Undeclared Automated Tool/i.test(text);
}

function retryAfterSeconds(header: string | null, nowMs: number): number {
  let seconds = DEFAULT_BACKOFF_SECONDS;
  if (header && /^\d+$/.test(header.trim())) seconds = Number(header.trim());
  else if (header && !Number.isNaN(Date.parse(header)))
    seconds = Math.ceil((Date.parse(header) - nowMs) / 1000);
  return Math.min(Math.max(seconds, 1), DEFAULT_BACKOFF_SECONDS);
}

export type { EdgarFiling };
