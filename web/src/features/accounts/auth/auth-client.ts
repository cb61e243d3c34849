import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * Better Auth's HTTP API under `/api/auth` on the same origin. The two-factor plugin's redirect hook is left
 * unset: the sign-in form reads `twoFactorRedirect` from the answer and shows its own code step.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [twoFactorClient()],
  // The app's own auth state (use-auth) owns session polling; Better Auth's refetch on focus is redundant.
  sessionOptions: { refetchOnWindowFocus: false },
  // Looked up at each call rather than captured at import, so tests can stand in for the network.
  fetchOptions: { customFetchImpl: (input, init) => fetch(input, init) },
});

export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/** Sign-in refused until the address is verified; the server has just mailed a fresh link. */
export const EMAIL_NOT_VERIFIED =
  'Please verify your email address first. We have sent you a new verification link.';

interface AuthClientError {
  code?: string | undefined;
  message?: string | undefined;
  status?: number;
  statusText?: string;
}

/** 'in 1 minute', 'in 45 seconds': how long the server asked us to wait (its Retry-After). */
function waitText(seconds: number): string {
  if (seconds >= 90) return `in ${Math.ceil(seconds / 60)} minutes`;
  if (seconds >= 60) return 'in 1 minute';
  return seconds === 1 ? 'in 1 second' : `in ${seconds} seconds`;
}

/** The text for a rate-limited attempt, naming the wait when the server gave one. */
export function tooManyAttempts(retryAfterSeconds?: number | null): string {
  if (!retryAfterSeconds || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) {
    return 'Too many attempts. Please wait a moment and try again.';
  }
  return `Too many attempts. Please try again ${waitText(Math.ceil(retryAfterSeconds))}.`;
}

/**
 * Per-call fetch options that note the server's Retry-After on a failure, so a 429 can say when to try again:
 * `const retry = retryAfterProbe(); await authClient.signIn.email({ ..., fetchOptions: retry.fetchOptions })`.
 */
export function retryAfterProbe() {
  const probe = {
    seconds: null as number | null,
    fetchOptions: {
      onError(context: { response: Response }) {
        const header = context.response.headers.get('retry-after');
        probe.seconds = header === null ? null : Number(header);
      },
    },
  };
  return probe;
}

/** The server's message when it sent one; otherwise the spec's generic text. */
export function authErrorMessage(
  error: (AuthClientError & { error?: unknown }) | null | undefined,
  retryAfterSeconds?: number | null,
): string {
  if (error?.code === 'EMAIL_NOT_VERIFIED') return EMAIL_NOT_VERIFIED;
  if (error?.status === 429) return tooManyAttempts(retryAfterSeconds);
  // The app's own refusals (a page opened under an address the server does not expect) answer `{error, code}`.
  if (error?.code === 'ORIGIN_MISMATCH' && typeof error.error === 'string') return error.error;
  return error?.message?.trim() || UNEXPECTED_ERROR;
}
