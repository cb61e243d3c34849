import type { Context, Next } from 'hono';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every state-changing request must come from our own origin. Browsers send `Origin` and `Sec-Fetch-Site`
 * on every non-GET fetch, so a cookie-bearing request without them is not from our pages. API clients that
 * authenticate with a bearer token carry no ambient credentials and are not exposed to CSRF.
 */
export function csrfProtection(
  allowedOrigins: string[],
  options: { exemptPaths?: string[] } = {},
): (c: Context, next: Next) => Promise<void> {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  // Exact paths only, for server-to-server callbacks that authenticate themselves (a signed webhook).
  const exempt = new Set(options.exemptPaths ?? []);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt.has(c.req.path)) return next();
    const fetchSite = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    if (fetchSite === 'cross-site') throw forbidden();
    if (origin) {
      if (origin === 'null') throw forbidden();
      if (!allowed.has(origin)) {
        // A page this server served, under an address it does not expect: a set-up problem worth naming.
        if (fetchSite === 'same-origin') throw wrongAddress(origin, allowedOrigins[0]);
        throw forbidden();
      }
      return next();
    }
    const hasCookie = Boolean(c.req.header('cookie'));
    if (hasCookie && fetchSite !== 'same-origin') throw forbidden();
    return next();
  };
}

function forbidden() {
  return new AppError('CSRF_REJECTED', 'Cross-site request rejected.');
}

function wrongAddress(origin: string, expected: string | undefined) {
  const expectedOrigin = expected ? new URL(expected).origin : 'its configured address (APP_URL)';
  return new AppError(
    'ORIGIN_MISMATCH',
    `This page was opened from ${origin} but the server expects ${expectedOrigin}. Open ${expectedOrigin} instead, or set APP_URL.`,
  );
}
