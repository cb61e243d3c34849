import { authErrorMessage, retryAfterProbe } from './auth-client';

/** A Better Auth call that failed: the text the user reads, and Better Auth's code when it gave one. */
export class AuthCallError extends Error {
  readonly code: string | undefined;

  constructor(message: string, code?: string) {
    super(message);
    this.name = 'AuthCallError';
    this.code = code;
  }
}

type AuthFetchOptions = ReturnType<typeof retryAfterProbe>['fetchOptions'];
type AuthAnswer<T> = { data: T; error: null } | { data: null; error: Parameters<typeof authErrorMessage>[0] };

/**
 * Runs a Better Auth client call for `useMutation`: Better Auth answers a refusal as `{ error }` rather than
 * throwing, so this throws it, with the user's text (the server's Retry-After included on a 429). A call that
 * fails outright reads as the generic text.
 */
export async function authCall<T>(
  call: (fetchOptions: AuthFetchOptions) => Promise<AuthAnswer<T>>,
): Promise<T> {
  const retry = retryAfterProbe();
  let answer: AuthAnswer<T>;
  try {
    answer = await call(retry.fetchOptions);
  } catch {
    throw new AuthCallError(authErrorMessage(null));
  }
  if (answer.error) throw new AuthCallError(authErrorMessage(answer.error, retry.seconds), answer.error.code);
  return answer.data as T;
}

/** What a failed auth mutation shows: its own text, or the generic one for anything else that went wrong. */
export function authFailureText(error: Error): string;
export function authFailureText(error: Error | null): string | null;
export function authFailureText(error: Error | null): string | null {
  if (!error) return null;
  return error instanceof AuthCallError ? error.message : authErrorMessage(null);
}
