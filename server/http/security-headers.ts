import type { MiddlewareHandler } from 'hono';

export function contentSecurityPolicy(secWwwUrl: string): string {
  const secOrigin = new URL(secWwwUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${secOrigin}`,
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Security headers on every response. A route that serves untrusted content (filing documents) sets its own,
 * stricter Content-Security-Policy; it is kept, never overwritten.
 */
export function securityHeaders(options: { secWwwUrl: string; https: boolean }): MiddlewareHandler {
  const csp = contentSecurityPolicy(options.secWwwUrl);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const setDefault = (name: string, value: string) => {
      if (!headers.has(name)) headers.set(name, value);
    };
    setDefault('Content-Security-Policy', csp);
    setDefault('X-Content-Type-Options', 'nosniff');
    setDefault('Referrer-Policy', 'strict-origin-when-cross-origin');
    setDefault('X-Frame-Options', 'SAMEORIGIN');
    setDefault('Cross-Origin-Opener-Policy', 'same-origin');
    setDefault('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (options.https) setDefault('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
