import { type Context, Hono, type MiddlewareHandler, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { sessionUserIdOf, trustedOrigins } from './accounts/auth.ts';
import { createAuthHandler } from './accounts/auth-handler.ts';
import { LARGE_BODY_PATHS } from './admin/index.ts';
import { UNSUBSCRIBE_PATH } from './alerts/index.ts';
import { STRIPE_WEBHOOK_PATH } from './billing/index.ts';
import type { AppDeps } from './deps.ts';
import { FEATURES } from './features.ts';
import { type ApiEntry, behindEntry, mountApi } from './http/api-entry.ts';
import { AppError } from './http/app-error.ts';
import { csrfProtection } from './http/csrf.ts';
import { createErrorHandler } from './http/error-handler.ts';
import { inputGuard } from './http/input-guard.ts';
import { MemoRouter } from './http/memo-router.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaderOptions, securityHeaders } from './http/security-headers.ts';
import { webApp } from './http/static-files.ts';

const MAX_BODY_BYTES = 1024 * 1024;
/** Every method a route of ours changes state with; GET, HEAD and OPTIONS only read. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface AppOptions {
  webDir?: string;
  /**
   * The production server's responses add the security headers as Node writes the head (`secureServerResponse`);
   * anywhere else (`app.request()` in tests) a middleware adds them.
   */
  securityHeadersFromServer?: boolean;
}

/** Builds the whole HTTP app from its dependencies, so tests can drive it with `app.request()` and no socket. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono({ router: new MemoRouter() });
  const onError = createErrorHandler(deps.log, deps.recentErrors);
  app.onError(onError);
  if (!options.securityHeadersFromServer) app.use('*', securityHeaders(securityHeaderOptions(deps.config)));

  const entry: ApiEntry = {
    log: requestLog(deps.log, {
      trustProxy: deps.config.TRUST_PROXY,
      sessionUserId: sessionUserIdOf(deps.auth),
      onError,
    }),
    gate: requestGate(deps.config),
  };
  app.on(['GET', 'POST'], '/api/auth/*', behindEntry(entry, createAuthHandler(deps)));
  for (const feature of FEATURES) {
    const routes = feature.routes?.(deps);
    if (routes) mountApi(app, routes, entry);
  }

  // Whatever no route matched: an API 404 (through the same entry, so it is gated and logged), else the web app.
  const apiNotFound = behindEntry(entry, () => {
    throw AppError.notFound('Not found');
  });
  const web = options.webDir ? webApp(options.webDir) : undefined;
  app.notFound((c) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return apiNotFound(c);
    return web ? web(c) : c.text('404 Not Found', 404);
  });
  return app;
}

/**
 * Body limit, CSRF and the input guard, in that order, for every API request. Only the methods that change state
 * carry a body to limit or need a same-origin check; a read passes both without looking (finding a body would build
 * a whole Fetch Request). File uploads set their own, larger limit. One middleware, not three: each layer is a
 * step of every request, reads included.
 */
function requestGate(config: AppDeps['config']): MiddlewareHandler {
  const defaultBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large (limit 1 MB).');
    },
  });
  const csrf = csrfProtection(trustedOrigins(config), {
    exemptPaths: [STRIPE_WEBHOOK_PATH, UNSUBSCRIBE_PATH],
  });
  // Stripe's signed webhook body is verified byte for byte and never stored as sent.
  const guard = inputGuard();
  const guardUnlessWebhook = (c: Context, next: Next) =>
    c.req.path === STRIPE_WEBHOOK_PATH ? next() : guard(c, next);
  return (c, next) => {
    if (!WRITE_METHODS.has(c.req.method)) return guardUnlessWebhook(c, next);
    const checked = () => csrf(c, () => guardUnlessWebhook(c, next));
    return LARGE_BODY_PATHS.has(c.req.path) ? checked() : defaultBodyLimit(c, checked);
  };
}
