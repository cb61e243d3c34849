import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN } from '#server/test/create-test-app.ts';

/**
 * Public on purpose: health, the public settings, Better Auth itself, document links checked by signature,
 * Stripe's webhook (checked by its signature), signed unsubscribe links, secret calendar feeds and shared account
 * briefs (forged → 404), the contact-sales form (anyone may write to sales; limited per address), the start of a
 * single sign-on (it is how a signed-out person signs in),
 * and the navigations a browser makes without an API call's credentials: the CRM OAuth callbacks and passage
 * links, which send a signed-out user to sign-in (their own tests cover it).
 */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/public-config',
  'GET /api/sec-filings/document/:accession',
  'GET /api/sec-filings/document/:accession/exhibits/:type',
  'POST /api/stripe/webhook',
  'GET /api/alerts/unsubscribe/:token',
  'GET /api/alerts/unsubscribe',
  'POST /api/alerts/unsubscribe',
  'GET /api/calendar/:file',
  'GET /api/shared-briefs/:token',
  'GET /api/crm/passage/:accession',
  'GET /api/hubspot/callback',
  'GET /api/salesforce/callback',
  'GET /api/openapi.json',
  'GET /api/docs',
  'POST /api/contact-sales',
  'POST /api/sso/start',
]);

const REQUIRED = { error: 'Authentication required. Please sign in.', code: 'UNAUTHORIZED' };

describe('every product API call needs a session cookie or a bearer token', async () => {
  const t = await createTestApp();
  const seen = new Set<string>();
  const routes = t.app.routes
    .filter((route) => route.path.startsWith('/api/') && !route.path.startsWith('/api/auth/'))
    .filter((route) => route.method !== 'ALL' && !PUBLIC.has(`${route.method} ${route.path}`))
    .map((route) => ({ method: route.method, path: route.path.replace(/:[^/]+/g, 'X1') }))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });

  const call = (route: { method: string; path: string }, headers: Record<string, string> = {}) =>
    t.app.request(route.path, {
      method: route.method,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...headers },
      body: route.method === 'GET' ? undefined : '{}',
    });

  it('covers the product routes of every feature', () => {
    const paths = routes.map((route) => route.path);
    for (const path of [
      '/api/me',
      '/api/profile',
      '/api/saved-companies',
      '/api/sec-filings',
      '/api/analysis',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('answers 401 with the spec text when no credentials are sent', async () => {
    for (const route of routes) {
      const response = await call(route);
      expect({ route, status: response.status, body: await response.json() }).toEqual({
        route,
        status: 401,
        body: REQUIRED,
      });
    }
  });

  it('answers 401 to a made-up bearer token or session cookie', async () => {
    for (const route of routes) {
      const bearer = await call(route, { authorization: 'Bearer not-a-real-token' });
      const cookie = await call(route, { cookie: 'better-auth.session_token=forged.value' });
      expect({ route, bearer: bearer.status, cookie: cookie.status }).toEqual({
        route,
        bearer: 401,
        cookie: 401,
      });
    }
  });
});
