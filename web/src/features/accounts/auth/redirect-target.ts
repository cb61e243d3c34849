/** Where to go after signing in: only the spec's known `redirect` values, never an arbitrary URL. */
const TARGETS: Record<string, string> = { pricing: '/pricing', account: '/account' };

export function redirectTarget(redirect: string | null): string {
  return (redirect && TARGETS[redirect]) || '/dashboard';
}
