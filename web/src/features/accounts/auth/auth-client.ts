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

/** The server's message when it sent one; otherwise the spec's generic text. */
export function authErrorMessage(error: AuthClientError | null | undefined): string {
  if (error?.code === 'EMAIL_NOT_VERIFIED') return EMAIL_NOT_VERIFIED;
  if (error?.status === 429) return error.message || 'Too many attempts. Please wait a moment and try again.';
  return error?.message?.trim() || UNEXPECTED_ERROR;
}
