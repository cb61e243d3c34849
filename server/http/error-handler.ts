import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { pgErrorCode, withoutQueryValues } from '#server/db/client.ts';
import { AppError } from './app-error.ts';
import type { ErrorRing } from './error-ring.ts';
import { redactPath } from './redact-path.ts';

const DATABASE_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code && DATABASE_UNAVAILABLE.has(code)) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const errno = (current as { code?: unknown }).code;
    if (typeof errno === 'string' && NETWORK_CODES.has(errno)) return true;
    if (current instanceof Error && /Connection terminated|connect ECONNREFUSED/.test(current.message))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    if (error.status === 413)
      return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large (limit 1 MB).');
    return new AppError(error.status >= 500 ? 'INTERNAL' : 'HTTP_ERROR', error.message || 'Request failed');
  }
  if (isDatabaseUnavailable(error)) {
    return new AppError(
      'SERVICE_UNAVAILABLE',
      'The service is temporarily unavailable. Please try again shortly.',
      {
        headers: { 'Retry-After': '5' },
      },
    );
  }
  return undefined;
}

/** The single place where errors become HTTP answers: `{ error, code }`, never a stack trace or SQL. */
export function createErrorHandler(log: Logger, recentErrors?: ErrorRing) {
  return (error: Error, c: Context) => {
    const appError = toAppError(error);
    if (appError) {
      const level = appError.status >= 500 ? 'error' : 'info';
      if (appError.status >= 500) {
        recentErrors?.record({
          source: 'http',
          message: appError.options.detail
            ? `${appError.message} (${appError.options.detail})`
            : appError.message,
          code: appError.code,
          status: appError.status,
          path: redactPath(c.req.path),
        });
      }
      log[level](
        {
          code: appError.code,
          status: appError.status,
          path: redactPath(c.req.path),
          detail: appError.options.detail,
        },
        appError.message,
      );
      (c.set as (key: string, value: string) => void)('errorCode', appError.code);
      for (const [name, value] of Object.entries(appError.options.headers ?? {})) c.header(name, value);
      // Better Auth's client reads `message`; its paths get both names for the same text.
      const body = c.req.path.startsWith('/api/auth/')
        ? { error: appError.message, message: appError.message, code: appError.code }
        : { error: appError.message, code: appError.code };
      return c.json(body, appError.status);
    }
    const logged = withoutQueryValues(error);
    log.error({ err: logged, path: redactPath(c.req.path) }, 'unhandled error');
    recentErrors?.record({
      source: 'http',
      message: logged.message,
      code: 'INTERNAL',
      status: 500,
      path: redactPath(c.req.path),
    });
    return c.json({ error: 'Internal server error', code: 'INTERNAL' }, 500);
  };
}
