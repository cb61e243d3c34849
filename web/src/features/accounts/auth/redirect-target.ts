/** The page names `?redirect=` may carry (the spec's `/login?redirect=pricing`, `?redirect=account`). */
const TARGETS: Record<string, string> = { pricing: '/pricing', account: '/account' };
/** An in-app path a guard sent the visitor from (a mail's `/dashboard?page=alerts`): one leading slash, no host. */
const IN_APP_PATH = /^\/(?![/\\])[A-Za-z0-9\-_/?=&.%]*$/;

/** Where to go after signing in: a known page name or an in-app path, never another site. */
export function redirectTarget(redirect: string | null): string {
  if (!redirect) return '/dashboard';
  if (TARGETS[redirect]) return TARGETS[redirect];
  return IN_APP_PATH.test(redirect) && !redirect.startsWith('/login') ? redirect : '/dashboard';
}

/** The login address that brings the visitor back to where a guard stopped them. */
export function loginFor(path: string): string {
  return path === '/dashboard' ? '/login' : `/login?redirect=${encodeURIComponent(path)}`;
}
