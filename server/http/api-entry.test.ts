import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { captureLog } from '#server/test/capture-log.ts';
import { createTestApp, TEST_ORIGIN } from '#server/test/create-test-app.ts';
import { mountApi } from './api-entry.ts';

/**
 * Issue 17 (per-request cost): every API route is the one handler Hono matches, behind the request log and the gate,
 * so a route that needs nothing asynchronous is answered without a promise.
 */
describe('the API entry', async () => {
  const { lines, log } = captureLog();
  const t = await createTestApp({ log });
  const production = createApp(t.deps, { securityHeadersFromServer: true });

  it('registers each API method and path once (Hono composes a chain of promises for more)', () => {
    const keys = production.routes.map((route) => `${route.method} ${route.path}`);
    expect(keys.length).toBeGreaterThan(50);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((key) => key.includes(' /api/'))).toBe(true);
  });

  it('answers a route with no database work synchronously, and logs it', () => {
    lines.length = 0;
    const answer = production.request('/api/public-config');
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(200);
    expect(lines.join('\n')).toContain('"path":"/api/public-config","status":200');
  });

  it('gates, answers and logs an API path no route has, like any other API request', async () => {
    lines.length = 0;
    const missing = await production.request('/api/no-such-thing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    expect(lines.join('\n')).toContain('"path":"/api/no-such-thing","status":404');
    const crossSite = await production.request('/api/no-such-thing', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const sameSite = await production.request('/api/no-such-thing', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN },
    });
    expect(sameSite.status).toBe(404);
  });

  it('logs the answer an error became, with its status', async () => {
    lines.length = 0;
    const refused = await production.request('/api/me');
    expect(refused.status).toBe(401);
    expect(lines.join('\n')).toContain('"path":"/api/me","status":401');
  });

  it('refuses a feature that registers middleware or a second handler for a route', () => {
    const withUse = new Hono();
    withUse.use('*', async (_c, next) => next());
    const twice = new Hono();
    twice.get('/x', (c) => c.text('a'));
    twice.get('/x', (c) => c.text('b'));
    const entry = { log: () => new Response(), gate: async () => {} };
    expect(() => mountApi(new Hono(), withUse, entry)).toThrow('register each route once');
    expect(() => mountApi(new Hono(), twice, entry)).toThrow('GET /x: register each route once');
  });
});
