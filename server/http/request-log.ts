import type { Context } from 'hono';
import type { Logger } from 'pino';
import { clientIp } from './client-ip.ts';
import type { Answer } from './middleware-chain.ts';
import { redactPath } from './redact-path.ts';
import { logSecurityEvent } from './security-log.ts';

/** Refusals worth a security line: CSRF and other 403s, missing or bad credentials, rate limits and quotas. */
const REJECTED = new Set([401, 403, 429]);

export interface RequestLogOptions {
  trustProxy?: boolean;
  /** Whose session cookie this is, for refusals that happen before the route knows (CSRF). */
  sessionUserId?: (cookie: string) => Promise<string | null>;
  /** Turns what the request threw into its answer (the app's error handler), so the line has the real status. */
  onError: (error: Error, c: Context) => Response;
}

const userIdOf = (c: Context) => (c.get as (key: string) => { id?: string } | undefined)('user')?.id;
const asError = (thrown: unknown) => (thrown instanceof Error ? thrown : new Error(String(thrown)));

/**
 * One structured line per API request; never headers, bodies or query strings, and paths without their capability
 * tokens (`redactPath`), so no secret can reach the log. A refused
 * request adds a security line naming the user (when any credential identifies one) and the client IP.
 *
 * Returns the step every API request starts with: it runs the rest of the request, turns a thrown error into its
 * answer, and logs that answer. It stays synchronous when the rest answers at once (see `runChain`).
 */
export function requestLog(log: Logger, options: RequestLogOptions) {
  // The request line holds only these five fields, none a secret: the redaction walk (wildcard paths over every
  // key) cost more CPU than the rest of a cheap request. Security lines still go through the redacting logger.
  const lines = log.child({}, { redact: { paths: [] } });

  async function logRejected(c: Context, response: Response, userId: string | undefined): Promise<Response> {
    const cookie = c.req.header('cookie');
    const sessionUser =
      userId ??
      (cookie && options.sessionUserId ? await options.sessionUserId(cookie).catch(() => null) : null);
    logSecurityEvent(log, 'request_rejected', {
      userId: sessionUser,
      ip: clientIp(c, options.trustProxy),
      path: redactPath(c.req.path),
      method: c.req.method,
      status: response.status,
      code: (c.get as (key: string) => string | undefined)('errorCode'),
    });
    return response;
  }

  function finish(c: Context, response: Response, started: number): Answer {
    const userId = userIdOf(c);
    lines.info(
      {
        method: c.req.method,
        path: redactPath(c.req.path),
        status: response.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId,
      },
      'request',
    );
    return REJECTED.has(response.status) ? logRejected(c, response, userId) : response;
  }

  return (c: Context, rest: () => Answer): Answer => {
    const started = performance.now();
    let answer: Answer;
    try {
      answer = rest();
    } catch (error) {
      answer = options.onError(asError(error), c);
    }
    if (answer instanceof Promise) {
      return answer.then(
        (response) => finish(c, response, started),
        (error: unknown) => finish(c, options.onError(asError(error), c), started),
      );
    }
    return finish(c, answer, started);
  };
}
