/**
 * Where to go after sign-in. `?redirect=` carries a bare page name (e.g. `pricing`, `account`) or an in-app path;
 * anything that could leave the site (`//host`, `https:`, `\`) falls back to the dashboard.
 */
export function safeRedirectPath(redirect: string | null | undefined, fallback = '/dashboard'): string {
  if (!redirect) return fallback;
  const path = redirect.startsWith('/') ? redirect : `/${redirect}`;
  if (!/^\/[A-Za-z0-9\-_/?=&.%]*$/.test(path) || path.startsWith('//')) return fallback;
  return path;
}
