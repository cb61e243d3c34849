import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_PATH } from '#server/alerts/routes.ts';
import { STRIPE_WEBHOOK_PATH } from '#server/billing/routes.ts';
import { createTestApp } from '#server/test/create-test-app.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS', 'ALL']);

describe('CSRF: every non-GET route rejects a cross-site request', async () => {
  const t = await createTestApp();
  const alice = await t.signUp();
  const routes = t.app.routes
    // The two exemptions: Stripe's webhook (no Origin; its signature authenticates it) and the RFC 8058 one-click
    // unsubscribe a mail provider POSTs (no Origin; its signed token is its only authority).
    .filter(
      (route) =>
        !SAFE.has(route.method) &&
        route.path.startsWith('/api/') &&
        route.path !== STRIPE_WEBHOOK_PATH &&
        route.path !== UNSUBSCRIBE_PATH,
    )
    .map((route) => ({
      method: route.method,
      path: route.path.replace(/:[^/]+/g, 'x1').replace('/api/auth/*', '/api/auth/sign-out'),
    }));

  it('covers the product routes, not only /api/auth/*', () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toContain('/api/profile');
    expect(paths.some((path) => !path.startsWith('/api/auth'))).toBe(true);
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin null', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])(
    'answers 403 to %s on every state-changing route, with a valid session cookie',
    async (_label, headers) => {
      for (const route of routes) {
        const response = await t.request(route.path, {
          method: route.method,
          as: alice,
          headers: { 'content-type': 'application/json', ...headers },
          body: '{}',
        });
        expect({ route, status: response.status }).toEqual({ route, status: 403 });
      }
      // And the session still works: nothing was signed out by the forged requests.
      expect((await t.request('/api/me', { as: alice })).status).toBe(200);
    },
  );

  it('exempts the Stripe webhook path exactly, which then answers for itself', async () => {
    const response = await t.request(STRIPE_WEBHOOK_PATH, {
      as: alice,
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(response.status).not.toBe(403);
    const sibling = await t.request(`${STRIPE_WEBHOOK_PATH}x`, {
      as: alice,
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(sibling.status).toBe(403);
  });

  it('rejects a cookie-bearing request without Origin or Sec-Fetch-Site', async () => {
    const response = await t.app.request('/api/profile', {
      method: 'PUT',
      headers: { cookie: alice.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ companyDescription: 'Forged' }),
    });
    expect(response.status).toBe(403);
  });
});
