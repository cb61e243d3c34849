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
});

export const UNEXPECTED_ERROR = 'An unexpected error occurred';

interface AuthClientError {
  message?: string | undefined;
  status?: number;
  statusText?: string;
}

/** The server's message when it sent one; otherwise the spec's generic text. */
export function authErrorMessage(error: AuthClientError | null | undefined): string {
  if (error?.status === 429) return error.message || 'Too many attempts. Please wait a moment and try again.';
  return error?.message?.trim() || UNEXPECTED_ERROR;
}
