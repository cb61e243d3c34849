import { APICallError } from 'ai';
import { AppError } from '#server/http/app-error.ts';
import type { ServerErrorCode } from '../../../../contract/errors.ts';
import type { RetriesExhausted } from './with-retries.ts';

/** The spec's message, kept as the start of every model failure so the client recognises it. */
const analysisFailedMessage = 'Failed to analyze filing';

/** run-analysis gives the reserved analysis back for any failure; the message says so. */
const notCounted = 'This analysis was not counted against your allowance.';

export type ModelFailure =
  | { kind: 'timeout'; seconds: number }
  | { kind: 'rate-limited'; retryAfterMs?: number }
  | { kind: 'unavailable' }
  | { kind: 'rejected' }
  | { kind: 'refused' }
  | { kind: 'empty' }
  | { kind: 'unverified' }
  | { kind: 'truncated'; maxOutputTokens: number };

function userMessage(failure: ModelFailure): string {
  switch (failure.kind) {
    case 'timeout':
      return `the AI model did not answer within ${failure.seconds} second${failure.seconds === 1 ? '' : 's'}`;
    case 'rate-limited':
      return failure.retryAfterMs === undefined
        ? 'the AI provider is limiting requests; try again in a minute'
        : `the AI provider is limiting requests; try again in ${Math.ceil(failure.retryAfterMs / 1000)} seconds`;
    case 'unavailable':
      return 'the AI model could not be reached; try again later';
    case 'rejected':
      return 'the AI provider refused the request (the server’s model settings need attention)';
    case 'refused':
      return 'the AI model declined to analyse this filing';
    case 'empty':
      return 'the AI model returned an empty answer';
    case 'unverified':
      return 'none of the AI model’s quotes could be found in the filing';
    case 'truncated':
      return 'the AI model’s answer was cut off before it was complete';
  }
}

/** The code (and so the status: 504, 503, 502) each failure is answered with. */
const codes: Record<ModelFailure['kind'], ServerErrorCode> = {
  timeout: 'MODEL_TIMEOUT',
  'rate-limited': 'MODEL_BUSY',
  unavailable: 'ANALYSIS_FAILED',
  rejected: 'ANALYSIS_FAILED',
  refused: 'ANALYSIS_FAILED',
  empty: 'ANALYSIS_FAILED',
  unverified: 'ANALYSIS_FAILED',
  truncated: 'ANALYSIS_FAILED',
};

/** One clear error per way a model call can fail (`ANALYSIS_FAILED`, or the time-out's and rate limit's own codes); `detail` (log only) says what happened. */
export function modelFailureError(
  failure: ModelFailure,
  engine: string,
  detail: string,
  cause?: unknown,
): AppError {
  const retryAfter =
    failure.kind === 'rate-limited' && failure.retryAfterMs !== undefined
      ? { 'Retry-After': String(Math.ceil(failure.retryAfterMs / 1000)) }
      : undefined;
  const hint =
    failure.kind === 'truncated'
      ? ` (maxOutputTokens ${failure.maxOutputTokens}: raise ANALYSIS_MAX_OUTPUT_TOKENS)`
      : '';
  return new AppError(
    codes[failure.kind],
    `${analysisFailedMessage}: ${userMessage(failure)}. ${notCounted}`,
    {
      cause,
      detail: `${engine} ${failure.kind}: ${detail}${hint}`,
      ...(retryAfter ? { headers: retryAfter } : {}),
    },
  );
}

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** What the attempts' last error means to the user. */
export function classifyCallFailure(error: RetriesExhausted, timeoutSeconds: number): ModelFailure {
  const last = error.last;
  if (isTimeout(last) || (last instanceof Error && isTimeout(last.cause)))
    return { kind: 'timeout', seconds: timeoutSeconds };
  if (APICallError.isInstance(last)) {
    if (last.statusCode === 429) return { kind: 'rate-limited', retryAfterMs: error.retryAfterMs };
    if (last.isRetryable) return { kind: 'unavailable' };
    return { kind: 'rejected' };
  }
  return { kind: 'unavailable' };
}
