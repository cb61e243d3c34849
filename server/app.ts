import { type Context, Hono, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createApiTokenRoutes } from './accounts/api-token-routes.ts';
import { trustedOrigins } from './accounts/auth.ts';
import { createAuthHandler } from './accounts/auth-handler.ts';
import { createAccountRoutes } from './accounts/routes.ts';
import { createAdminRoutes, LARGE_BODY_PATHS } from './admin/routes.ts';
import { createAlertRoutes, UNSUBSCRIBE_PATH } from './alerts/routes.ts';
import { createAnalysisRoutes } from './analysis/routes.ts';
import { createBillingRoutes, STRIPE_WEBHOOK_PATH } from './billing/routes.ts';
import { createCompanyRoutes } from './companies/routes.ts';
import { createCrmRoutes } from './crm/routes.ts';
import type { AppDeps } from './deps.ts';
import { createChangesRoutes } from './filings/changes/routes.ts';
import { createHistoryRoutes } from './filings/history/routes.ts';
import { createFilingRoutes } from './filings/routes.ts';
import { createFinancialsRoutes } from './financials/routes.ts';
import { createHealthRoutes } from './health/routes.ts';
import { AppError } from './http/app-error.ts';
import { csrfProtection } from './http/csrf.ts';
import { createErrorHandler } from './http/error-handler.ts';
import { inputGuard } from './http/input-guard.ts';
import { MemoRouter } from './http/memo-router.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaderOptions, securityHeaders } from './http/security-headers.ts';
import { mountWebApp } from './http/static-files.ts';
import { createOpenApiRoutes } from './openapi/routes.ts';

export const MAX_BODY_BYTES = 1024 * 1024;
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
  app.onError(createErrorHandler(deps.log, deps.recentErrors));

  if (!options.securityHeadersFromServer) app.use('*', securityHeaders(securityHeaderOptions(deps.config)));
  app.use('/api/*', requestLog(deps.log, { trustProxy: deps.config.TRUST_PROXY, auth: deps.auth }));
  const defaultBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, 'Request body is too large (limit 1 MB).');
    },
  });
  const csrf = csrfProtection(trustedOrigins(deps.config), {
    exemptPaths: [STRIPE_WEBHOOK_PATH, UNSUBSCRIBE_PATH],
  });
  // Stripe's signed webhook body is verified byte for byte and never stored as sent.
  const guard = inputGuard();
  const guardUnlessWebhook = (c: Context, next: Next) =>
    c.req.path === STRIPE_WEBHOOK_PATH ? next() : guard(c, next);
  // Only the methods that change state carry a body to limit or need a same-origin check; a read passes both
  // without looking (finding a body would build a whole Fetch Request). File uploads set their own, larger limit.
  // One middleware, not three: each layer Hono composes is a promise and a turn of the microtask queue on every
  // request, reads included.
  app.use('/api/*', (c, next) => {
    if (!WRITE_METHODS.has(c.req.method)) return guardUnlessWebhook(c, next);
    const checked = () => csrf(c, () => guardUnlessWebhook(c, next));
    return LARGE_BODY_PATHS.has(c.req.path) ? checked() : defaultBodyLimit(c, checked);
  });

  app.on(['GET', 'POST'], '/api/auth/*', createAuthHandler(deps));
  app.route('/api', createHealthRoutes(deps));
  app.route('/api', createAccountRoutes(deps));
  app.route('/api', createCompanyRoutes(deps));
  app.route('/api', createFilingRoutes(deps));
  app.route('/api', createHistoryRoutes(deps));
  app.route('/api', createChangesRoutes(deps));
  app.route('/api', createAlertRoutes(deps));
  app.route('/api', createFinancialsRoutes(deps));
  app.route('/api', createAnalysisRoutes(deps));
  app.route('/api', createBillingRoutes(deps));
  app.route('/api', createAdminRoutes(deps));
  app.route('/api', createApiTokenRoutes(deps));
  app.route('/api', createCrmRoutes(deps));
  app.route('/api', createOpenApiRoutes(deps));

  app.all('/api/*', () => {
    throw AppError.notFound('Not found');
  });
  if (options.webDir) mountWebApp(app, options.webDir);
  return app;
}
