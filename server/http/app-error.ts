import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_STATUS, type ServerErrorCode } from '../../contract/errors.ts';

/**
 * The one error type of the server. `message` is what the user sees; `detail` is for the log only.
 * Thrown anywhere, it is mapped once (see `error-handler.ts`) to `{ error, code }` with `status`.
 */
/** The codes answered with status `S`, so `AppError.notFound(…, code)` cannot name a code of another status. */
type CodeWithStatus<S extends number> = {
  [C in ServerErrorCode]: (typeof ERROR_STATUS)[C] extends S ? C : never;
}[ServerErrorCode];

export class AppError extends Error {
  /** The code's own status (`ERROR_STATUS`): the same code is never answered with two statuses. */
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: ServerErrorCode,
    message: string,
    readonly options: { detail?: string; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }

  static badRequest(message: string, code: CodeWithStatus<400> = 'BAD_REQUEST') {
    return new AppError(code, message);
  }

  static unauthorized(message = 'Authentication required. Please sign in.') {
    return new AppError('UNAUTHORIZED', message);
  }

  static forbidden(
    message = 'You do not have permission to do that.',
    code: CodeWithStatus<403> = 'FORBIDDEN',
  ) {
    return new AppError(code, message);
  }

  static notFound(message = 'Not found', code: CodeWithStatus<404> = 'NOT_FOUND') {
    return new AppError(code, message);
  }
}
