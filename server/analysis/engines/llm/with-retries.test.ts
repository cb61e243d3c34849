import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { RetriesExhausted, retryAfterMs, withRetries } from './with-retries.ts';

const apiError = (statusCode: number | undefined, headers: Record<string, string> = {}) =>
  new APICallError({
    message: `status ${statusCode}`,
    url: 'http://127.0.0.1/v1/chat/completions',
    requestBodyValues: {},
    statusCode,
    responseHeaders: headers,
    // What the SDK decides for a failed connection (no status) and for 408/409/429/5xx.
    isRetryable: statusCode === undefined || [408, 409, 429].includes(statusCode) || statusCode >= 500,
  });

/** A fake clock: sleeping moves it on, and every wait is recorded. */
function clock() {
  let now = 1_000_000;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    sleep: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
  };
}

function failing(...errors: unknown[]) {
  let calls = 0;
  return {
    calls: () => calls,
    attempt: async () => {
      const error = errors[calls++];
      if (error) throw error;
      return 'answer';
    },
  };
}

describe('withRetries', () => {
  const policy = (c: ReturnType<typeof clock>, maxRetries = 3) => ({
    maxRetries,
    baseDelayMs: 1000,
    maxDelayMs: 3000,
    deadline: c.now() + 60_000,
    now: c.now,
    sleep: c.sleep,
    random: () => 0,
  });

  it('backs off exponentially, capped, on 5xx and network failures', async () => {
    const c = clock();
    const calls = failing(apiError(500), apiError(undefined), apiError(503));
    expect(await withRetries(calls.attempt, policy(c))).toBe('answer');
    expect(c.waits).toEqual([1000, 2000, 3000]);
  });

  it('spreads waits by up to a quarter with jitter', async () => {
    const c = clock();
    const calls = failing(apiError(502));
    await withRetries(calls.attempt, { ...policy(c), random: () => 0.999 });
    expect(c.waits[0]).toBeGreaterThanOrEqual(750);
    expect(c.waits[0]).toBeLessThan(1000);
  });

  it('waits what Retry-After asks, in seconds, milliseconds or as a date', async () => {
    const c = clock();
    const date = new Date(c.now() + 7000).toUTCString();
    const calls = failing(
      apiError(429, { 'retry-after': '5' }),
      apiError(429, { 'retry-after-ms': '250' }),
      apiError(429, { 'retry-after': date }),
    );
    await withRetries(calls.attempt, policy(c));
    expect(c.waits.slice(0, 2)).toEqual([5000, 250]);
    // The date was 7 s ahead when the waits began; 5.25 s have passed, and an HTTP date drops the milliseconds.
    expect(c.waits[2]).toBeGreaterThan(750);
    expect(c.waits[2]).toBeLessThanOrEqual(1750);
  });

  it('does not retry what repeating cannot fix', async () => {
    const c = clock();
    const calls = failing(apiError(400));
    const error = await withRetries(calls.attempt, policy(c)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetriesExhausted);
    expect((error as RetriesExhausted).attempts).toBe(1);
    expect(calls.calls()).toBe(1);
  });

  it('stops after maxRetries, reporting the last failure', async () => {
    const c = clock();
    const calls = failing(apiError(500), apiError(500), apiError(529));
    const error = (await withRetries(calls.attempt, policy(c, 2)).catch(
      (e: unknown) => e,
    )) as RetriesExhausted;
    expect(error.attempts).toBe(3);
    expect((error.last as APICallError).statusCode).toBe(529);
  });

  it('gives up at once when the wait would end past the deadline, with the provider’s Retry-After', async () => {
    const c = clock();
    const calls = failing(apiError(429, { 'retry-after': '120' }));
    const error = (await withRetries(calls.attempt, policy(c)).catch((e: unknown) => e)) as RetriesExhausted;
    expect(error.retryAfterMs).toBe(120_000);
    expect(c.waits).toEqual([]);
  });

  it('ends at once when the caller cancels', async () => {
    const c = clock();
    const controller = new AbortController();
    const reason = new Error('client went away');
    const attempt = async () => {
      controller.abort(reason);
      throw apiError(503);
    };
    const error = await withRetries(attempt, { ...policy(c), signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toBe(reason);
  });
});

describe('retryAfterMs', () => {
  it('ignores what it cannot read', () => {
    expect(retryAfterMs(apiError(429, { 'retry-after': 'soon' }), 0)).toBeUndefined();
    expect(retryAfterMs(apiError(429), 0)).toBeUndefined();
    expect(retryAfterMs(new Error('x'), 0)).toBeUndefined();
  });
});
