import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { Auth } from '../accounts/auth.ts';
import { clientIp } from '../accounts/client-ip.ts';
import { logSecurityEvent } from '../accounts/security-log.ts';

/** Refusals worth a security line: CSRF and other 403s, missing or bad credentials, rate limits and quotas. */
const REJECTED = new Set([401, 403, 429]);

export interface RequestLogOptions {
  trustProxy?: boolean;
  /** To tell whose session cookie this is, for refusals that happen before the route knows (CSRF). */
  auth?: Pick<Auth, 'api'>;
}

async function sessionUserId(auth: Pick<Auth, 'api'>, cookie: string): Promise<string | null> {
  const headers = new Headers({ cookie });
  return (await auth.api.getSession({ headers, query: { disableRefresh: true } }))?.user.id ?? null;
}

const userIdOf = (c: Context) => (c.get as (key: string) => { id?: string } | undefined)('user')?.id;

/**
 * One structured line per API request; never headers or bodies, so no secret can reach the log. A refused
 * request adds a security line naming the user (when any credential identifies one) and the client IP.
 */
export function requestLog(log: Logger, options: RequestLogOptions = {}): MiddlewareHandler {
  // The request line holds only these five fields, none a secret: the redaction walk (wildcard paths over every
  // key) cost more CPU than the rest of a cheap request. Security lines still go through the redacting logger.
  const lines = log.child({}, { redact: { paths: [] } });
  return async (c, next) => {
    const started = performance.now();
    await next();
    const userId = userIdOf(c);
    lines.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId,
      },
      'request',
    );
    if (!REJECTED.has(c.res.status)) return;
    const cookie = c.req.header('cookie');
    const sessionUser =
      userId ?? (cookie && options.auth ? await sessionUserId(options.auth, cookie).catch(() => null) : null);
    logSecurityEvent(log, 'request_rejected', {
      userId: sessionUser,
      ip: clientIp(c, options.trustProxy),
      path: c.req.path,
      method: c.req.method,
      status: c.res.status,
      code: (c.get as (key: string) => string | undefined)('errorCode'),
    });
  };
}
