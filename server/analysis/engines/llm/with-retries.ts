import { APICallError } from 'ai';

export interface RetryPolicy {
  /** Further attempts after the first, for a failure worth repeating (429, 408, 409, 5xx, network). */
  maxRetries: number;
  /** The first back-off; each further one doubles, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** The whole call, retries and waits included, ends by then (ms since the epoch, `now()`'s clock). */
  deadline: number;
  /** The caller's own cancellation (the client went away): ends the call at once, never retried. */
  signal?: AbortSignal;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** 0 ≤ r < 1; spreads simultaneous retries apart (tests pin it). */
  random?: () => number;
}

/** Why the attempts ended: the last error, and when the provider asked us to come back (rate limits). */
export class RetriesExhausted extends Error {
  constructor(
    readonly last: unknown,
    readonly attempts: number,
    readonly retryAfterMs: number | undefined,
  ) {
    super(`model call failed after ${attempts} attempt(s): ${describeFailure(last)}`, { cause: last });
    this.name = 'RetriesExhausted';
  }
}

function describeFailure(error: unknown): string {
  if (APICallError.isInstance(error))
    return `${error.statusCode ?? 'network'} ${error.message}`.slice(0, 300);
  return error instanceof Error ? error.message.slice(0, 300) : String(error);
}

/** The AI SDK marks 408, 409, 429, 5xx and failed connections retryable; nothing else is worth repeating. */
function isRetryable(error: unknown): boolean {
  return APICallError.isInstance(error) && error.isRetryable;
}

/**
 * How long the provider asked us to wait, from `retry-after-ms` (OpenAI) or `retry-after` (seconds or an HTTP
 * date, Anthropic and most proxies); undefined when it did not say.
 */
export function retryAfterMs(error: unknown, now: number): number | undefined {
  if (!APICallError.isInstance(error) || !error.responseHeaders) return undefined;
  const headers = error.responseHeaders;
  const ms = Number.parseFloat(headers['retry-after-ms'] ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers['retry-after'];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it succeeds, fails for good, or the deadline would pass. The wait before retry n is the
 * provider's Retry-After when given, otherwise `baseDelayMs · 2^(n-1)` (capped) with up to a quarter of jitter. A
 * wait that would end past the deadline is not started: the caller gets `RetriesExhausted` at once, with the
 * provider's Retry-After, instead of a time-out later.
 */
export async function withRetries<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  policy: RetryPolicy,
): Promise<T> {
  const now = policy.now ?? Date.now;
  const sleep = policy.sleep ?? realSleep;
  const random = policy.random ?? Math.random;
  for (let n = 0; ; n++) {
    const remaining = policy.deadline - now();
    try {
      // Each attempt gets what is left of the whole budget, so a slow answer cannot outlive it.
      const timeout = AbortSignal.timeout(Math.max(1, Math.ceil(remaining)));
      return await attempt(policy.signal ? AbortSignal.any([timeout, policy.signal]) : timeout);
    } catch (error) {
      if (policy.signal?.aborted) throw policy.signal.reason;
      const asked = retryAfterMs(error, now());
      if (!isRetryable(error) || n >= policy.maxRetries) throw new RetriesExhausted(error, n + 1, asked);
      const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** n);
      const wait = Math.round(asked ?? backoff * (1 - random() / 4));
      if (now() + wait >= policy.deadline) throw new RetriesExhausted(error, n + 1, asked);
      await sleep(wait);
    }
  }
}
