import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { trustedOrigins } from './accounts/auth.ts';
import { createAuthHandler } from './accounts/auth-handler.ts';
import { createAccountRoutes } from './accounts/routes.ts';
import { createAnalysisRoutes } from './analysis/routes.ts';
import { createBillingRoutes } from './billing/routes.ts';
import { createCompanyRoutes } from './companies/routes.ts';
import { createCrmRoutes } from './crm/routes.ts';
import type { AppDeps } from './deps.ts';
import { createFilingRoutes } from './filings/routes.ts';
import { createHealthRoutes } from './health/routes.ts';
import { AppError } from './http/app-error.ts';
import { csrfProtection } from './http/csrf.ts';
import { createErrorHandler } from './http/error-handler.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { mountWebApp } from './http/static-files.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

/** Builds the whole HTTP app from its dependencies, so tests can drive it with `app.request()` and no socket. */
export function createApp(deps: AppDeps, options: { webDir?: string } = {}) {
  const app = new Hono();
  app.onError(createErrorHandler(deps.log));

  app.use(
    '*',
    securityHeaders({ secWwwUrl: deps.config.SEC_WWW_URL, https: deps.config.APP_URL.startsWith('https:') }),
  );
  app.use('/api/*', requestLog(deps.log));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 413, 'Request body is too large (limit 1 MB).');
      },
    }),
  );
  app.use('/api/*', csrfProtection(trustedOrigins(deps.config)));

  app.on(['GET', 'POST'], '/api/auth/*', createAuthHandler(deps));
  app.route('/api', createHealthRoutes(deps));
  app.route('/api', createAccountRoutes(deps));
  app.route('/api', createCompanyRoutes(deps));
  app.route('/api', createFilingRoutes(deps));
  app.route('/api', createAnalysisRoutes(deps));
  app.route('/api', createBillingRoutes(deps));
  app.route('/api', createCrmRoutes(deps));

  app.all('/api/*', () => {
    throw AppError.notFound('Not found');
  });
  if (options.webDir) mountWebApp(app, options.webDir);
  return app;
}
