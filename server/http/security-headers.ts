import { type OutgoingHttpHeader, type OutgoingHttpHeaders, ServerResponse } from 'node:http';
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

export interface SecurityHeaderOptions {
  secWwwUrl: string;
  https: boolean;
}

export function securityHeaderOptions(config: {
  SEC_WWW_URL: string;
  APP_URL: string;
}): SecurityHeaderOptions {
  return { secWwwUrl: config.SEC_WWW_URL, https: config.APP_URL.startsWith('https:') };
}

/** The headers every response carries unless its route sets its own (filing documents set a stricter CSP). */
function defaultSecurityHeaders(options: SecurityHeaderOptions): ReadonlyArray<[string, string]> {
  return [
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
}

/**
 * Node's response class for the production server: it adds the security headers in the one `writeHead` call that
 * sends the head, merged into the header object the route already built. Setting them one by one on every
 * request (`setHeader`, or a Fetch `Headers` after the route) cost about as much as the rest of a cheap request.
 * A header the route set itself, in any letter case, wins.
 */
export function secureServerResponse(options: SecurityHeaderOptions): typeof ServerResponse {
  const defaults = defaultSecurityHeaders(options);
  const index = new Map(defaults.map(([name], i) => [name.toLowerCase(), i]));
  class SecureServerResponse extends ServerResponse {
    override writeHead(
      statusCode: number,
      reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
      maybeHeaders?: OutgoingHttpHeaders | OutgoingHttpHeader[],
    ): this {
      const reason = typeof reasonOrHeaders === 'string' ? reasonOrHeaders : undefined;
      const headers = typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders;
      if (Array.isArray(headers)) {
        // Raw header lists are rare (none of our routes): the progressive API merges them, route last.
        for (const [name, value] of defaults) if (!this.hasHeader(name)) this.setHeader(name, value);
        return reason === undefined
          ? super.writeHead(statusCode, headers)
          : super.writeHead(statusCode, reason, headers);
      }
      const merged: OutgoingHttpHeaders = {};
      let own = 0;
      for (const name in headers) {
        const at = index.get(name.toLowerCase());
        if (at !== undefined) own |= 1 << at;
        merged[name] = headers[name];
      }
      for (let at = 0; at < defaults.length; at += 1) {
        const [name, value] = defaults[at]!;
        if (!(own & (1 << at)) && !this.hasHeader(name)) merged[name] = value;
      }
      return reason === undefined
        ? super.writeHead(statusCode, merged)
        : super.writeHead(statusCode, reason, merged);
    }
  }
  // Node's class is generic in its request type; this subclass serves the default one.
  return SecureServerResponse as unknown as typeof ServerResponse;
}

/**
 * Security headers on every response of an app served without `secureServerResponse` (`app.request()` in tests,
 * another adapter): added to the route's response. A route that serves untrusted content (filing documents) sets
 * its own, stricter Content-Security-Policy; it is kept, never overwritten.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const defaults = defaultSecurityHeaders(options);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of defaults) if (!headers.has(name)) headers.set(name, value);
  };
}
