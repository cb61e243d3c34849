import type { ServerResponse } from 'node:http';
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
  // Built once: every response only copies these pairs.
  const defaults: Array<[string, string]> = [
    ['Content-Security-Policy', contentSecurityPolicy(options.secWwwUrl)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ...(options.https
      ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
  ];
  return async (c, next) => {
    // Under @hono/node-server: set them on Node's response before the route runs. Node merges them with the
    // route's headers when it writes the head, the route's own value winning, and the route's response keeps its
    // plain header object (reading `c.res.headers` afterwards would build a Fetch Headers on every request).
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing && typeof outgoing.setHeader === 'function') {
      for (const [name, value] of defaults) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    const headers = c.res.headers;
    for (const [name, value] of defaults) if (!headers.has(name)) headers.set(name, value);
  };
}
