import { AppError } from '#server/http/app-error.ts';
import { edgarErrors } from './edgar-errors.ts';

export interface GuardedFetchOptions {
  assertAllowed: (url: string) => URL;
  fetch: typeof fetch;
  userAgent: string;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Called before every outbound request, redirects included: the rate limiter. */
  beforeRequest: () => Promise<void>;
  /** Extra request headers (conditional requests: If-None-Match, If-Modified-Since). */
  headers?: Record<string, string>;
}

export interface FetchedBody {
  url: string;
  status: number;
  headers: Headers;
  body: Buffer;
}

/** Thrown for failures that are worth retrying (network errors); carries no user message. */
export class TransientFetchError extends Error {}

/**
 * One logical GET: every hop is checked by the URL guard before any connection is made, redirects are followed by
 * hand (only to allowed URLs), the whole exchange shares one time-out, and the body is counted while it streams so
 * a huge or endless answer is cut off at `maxBytes` (after decompression, which also stops gzip bombs).
 */
export async function guardedFetch(rawUrl: string, options: GuardedFetchOptions): Promise<FetchedBody> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  let url = options.assertAllowed(rawUrl);
  for (let hop = 0; ; hop++) {
    await options.beforeRequest();
    // Per hop, so that a discarded body (redirect, over the cap) closes its connection instead of draining it.
    const hopAbort = new AbortController();
    const signal = AbortSignal.any([deadline, hopAbort.signal]);
    const response = await send(url, options, signal, deadline);
    if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
      hopAbort.abort();
      if (hop >= options.maxRedirects) throw edgarErrors.unavailable(`too many redirects from ${rawUrl}`);
      url = options.assertAllowed(new URL(response.headers.get('location')!, url).href);
      continue;
    }
    const body = await readCapped(response, options.maxBytes, url.href, deadline).finally(() =>
      hopAbort.abort(),
    );
    return { url: url.href, status: response.status, headers: response.headers, body };
  }
}

async function send(url: URL, options: GuardedFetchOptions, signal: AbortSignal, deadline: AbortSignal) {
  try {
    return await options.fetch(url, {
      method: 'GET',
      redirect: 'manual',
      signal,
      headers: {
        ...options.headers,
        'User-Agent': options.userAgent,
        'Accept-Encoding': 'gzip, deflate',
        Accept: '*/*',
      },
    });
  } catch (error) {
    if (deadline.aborted) throw edgarErrors.timeout(`no answer within the time-out: ${url.href}`);
    throw new TransientFetchError(`network error for ${url.href}`, { cause: error });
  }
}

async function readCapped(response: Response, maxBytes: number, url: string, deadline: AbortSignal) {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  const encoded = response.headers.has('content-encoding');
  if (!encoded && declared > maxBytes) {
    throw edgarErrors.tooLarge(`${url} declares ${declared} bytes`);
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        throw edgarErrors.tooLarge(`${url} sent more than ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (deadline.aborted) throw edgarErrors.timeout(`body not complete within the time-out: ${url}`);
    if (error instanceof AppError) throw error;
    throw new TransientFetchError(`body of ${url} broke off`, { cause: error });
  }
  return Buffer.concat(chunks);
}
