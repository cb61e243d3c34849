import { Hono } from 'hono';
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
import { securityHeaders } from './http/security-headers.ts';
import { mountWebApp } from './http/static-files.ts';
import { createOpenApiRoutes } from './openapi/routes.ts';

export const MAX_BODY_BYTES = 1024 * 1024;
/** Every method a route of ours changes state with; GET, HEAD and OPTIONS only read. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Builds the whole HTTP app from its dependencies, so tests can drive it with `app.request()` and no socket. */
export function createApp(deps: AppDeps, options: { webDir?: string } = {}) {
  const app = new Hono({ router: new MemoRouter() });
  app.onError(createErrorHandler(deps.log, deps.recentErrors));

  app.use(
    '*',
    securityHeaders({ secWwwUrl: deps.config.SEC_WWW_URL, https: deps.config.APP_URL.startsWith('https:') }),
  );
  app.use('/api/*', requestLog(deps.log, { trustProxy: deps.config.TRUST_PROXY, auth: deps.auth }));
  const defaultBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, 'Request body is too large (limit 1 MB).');
    },
  });
  // Only the methods that change state carry a body to limit or need a same-origin check; a read passes both
  // without looking (finding a body would build a whole Fetch Request). File uploads set their own, larger limit.
  app.use('/api/*', (c, next) =>
    WRITE_METHODS.has(c.req.method) && !LARGE_BODY_PATHS.has(c.req.path) ? defaultBodyLimit(c, next) : next(),
  );
  const csrf = csrfProtection(trustedOrigins(deps.config), {
    exemptPaths: [STRIPE_WEBHOOK_PATH, UNSUBSCRIBE_PATH],
  });
  app.use('/api/*', (c, next) => (WRITE_METHODS.has(c.req.method) ? csrf(c, next) : next()));
  // Stripe's signed webhook body is verified byte for byte and never stored as sent.
  const guard = inputGuard();
  app.use('/api/*', (c, next) => (c.req.path === STRIPE_WEBHOOK_PATH ? next() : guard(c, next)));

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
