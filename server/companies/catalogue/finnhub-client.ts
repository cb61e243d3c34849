import { z } from 'zod';
import { RetryableJobError } from '#server/jobs/types.ts';

/** The market-data provider (Finnhub). The key travels in a header, so it never lands in a URL or a log. */
export interface FinnhubOptions {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  /** Provider calls at least 1 s apart. */
  minIntervalMs?: number;
  /** Waits after a 429 before asking again (doubling); the job is retried later if it persists. */
  rateLimitBackoffMs?: number;
  timeoutMs?: number;
}

/** The provider refused the key (401/403): no retry helps. */
class FinnhubAuthError extends Error {
  constructor() {
    super('Finnhub rejected the API key: invalid or expired key (401).');
  }
}

export class FinnhubFormatError extends Error {}

const symbolSchema = z.array(
  z.object({
    symbol: z.string().nullish(),
    description: z.string().nullish(),
    type: z.string().nullish(),
    mic: z.string().nullish(),
  }),
);

const profileSchema = z.object({
  name: z.string().nullish(),
  finnhubIndustry: z.string().nullish(),
  exchange: z.string().nullish(),
});

export type FinnhubSymbol = z.infer<typeof symbolSchema>[number];
export type FinnhubProfile = z.infer<typeof profileSchema>;

/** The provider's codes for the spec's three exchanges (operating MICs of `/stock/symbol?exchange=US&mic=`). */
export const FINNHUB_EXCHANGES = { NYSE: 'XNYS', NASDAQ: 'XNAS', AMEX: 'XASE' } as const;

export type FinnhubClient = ReturnType<typeof createFinnhubClient>;

export function createFinnhubClient(options: FinnhubOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const minInterval = options.minIntervalMs ?? 1_000;
  const backoff = options.rateLimitBackoffMs ?? 5_000;
  let nextAllowed = 0;

  async function spaced() {
    const wait = nextAllowed - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    nextAllowed = Date.now() + minInterval;
  }

  async function get(pathAndQuery: string, signal?: AbortSignal): Promise<unknown> {
    for (let attempt = 1; ; attempt += 1) {
      await spaced();
      let response: Response;
      try {
        response = await doFetch(`${base}${pathAndQuery}`, {
          headers: { 'X-Finnhub-Token': options.apiKey, accept: 'application/json' },
          signal: AbortSignal.any([
            AbortSignal.timeout(options.timeoutMs ?? 30_000),
            ...(signal ? [signal] : []),
          ]),
        });
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new RetryableJobError(`Finnhub is not responding (${(error as Error).message}).`);
      }
      if (response.status === 401 || response.status === 403) throw new FinnhubAuthError();
      if (response.status === 429) {
        const retryAfter = Number(response.headers.get('retry-after')) * 1000 || backoff * attempt;
        if (attempt >= 3) throw new RetryableJobError('Finnhub rate limit exceeded (429).', retryAfter);
        await new Promise((resolve) => setTimeout(resolve, retryAfter));
        continue;
      }
      if (!response.ok) throw new RetryableJobError(`Finnhub answered ${response.status}.`);
      const text = await response.text();
      try {
        return JSON.parse(text);
      } catch {
        throw new FinnhubFormatError(`Finnhub sent malformed JSON for ${pathAndQuery.split('?')[0]}.`);
      }
    }
  }

  return {
    async symbols(mic: string, signal?: AbortSignal): Promise<FinnhubSymbol[]> {
      const parsed = symbolSchema.safeParse(
        await get(`/stock/symbol?exchange=US&mic=${encodeURIComponent(mic)}`, signal),
      );
      if (!parsed.success)
        throw new FinnhubFormatError('Finnhub sent a symbol list this service cannot read.');
      return parsed.data;
    },
    /** `null` when the provider has no profile (an empty object). */
    async profile(symbol: string, signal?: AbortSignal): Promise<FinnhubProfile | null> {
      const parsed = profileSchema.safeParse(
        await get(`/stock/profile2?symbol=${encodeURIComponent(symbol)}`, signal),
      );
      if (!parsed.success)
        throw new FinnhubFormatError(`Finnhub sent a profile for ${symbol} this service cannot read.`);
      const profile = parsed.data;
      return profile.name || profile.finnhubIndustry || profile.exchange ? profile : null;
    },
  };
}
