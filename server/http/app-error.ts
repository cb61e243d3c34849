import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../contract/errors.ts';

/**
 * The one error type of the server. `message` is what the user sees; `detail` is for the log only.
 * Thrown anywhere, it is mapped once (see `error-handler.ts`) to `{ error, code }` with `status`.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: ContentfulStatusCode,
    message: string,
    readonly options: { detail?: string; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
  }

  static badRequest(message: string, code: ErrorCode = 'BAD_REQUEST') {
    return new AppError(code, 400, message);
  }

  static unauthorized(message = 'Authentication required. Please sign in.') {
    return new AppError('UNAUTHORIZED', 401, message);
  }

  static forbidden(message = 'You do not have permission to do that.', code: ErrorCode = 'FORBIDDEN') {
    return new AppError(code, 403, message);
  }

  static notFound(message = 'Not found', code: ErrorCode = 'NOT_FOUND') {
    return new AppError(code, 404, message);
  }
}
