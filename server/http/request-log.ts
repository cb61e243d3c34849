import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

/** One structured line per API request; never headers or bodies, so no secret can reach the log. */
export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const user = (c.get as (key: string) => { id?: string } | undefined)('user');
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: user?.id,
      },
      'request',
    );
  };
}
