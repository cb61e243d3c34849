import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, secureServerResponse, securityHeaders } from './security-headers.ts';

const options = { secWwwUrl: 'https://www.sec.gov', https: true };

/**
 * Over a real socket, both ways the app is served: the production server's response class adds the headers as it
 * writes the head, and any other server (a test's) gets them from the middleware. The route's own values win.
 */
describe.each([
  ['the production response class', true],
  ['the middleware alone', false],
])('security headers through @hono/node-server, %s', (_name, productionClass) => {
  let server: ReturnType<typeof serve>;
  let base = '';
  beforeAll(async () => {
    const app = new Hono();
    if (!productionClass) app.use('*', securityHeaders(options));
    app.get('/plain', (c) => c.json({ ok: true }));
    app.get('/own', (c) => {
      c.header('Content-Security-Policy', "default-src 'none'");
      c.header('X-Frame-Options', 'DENY');
      return c.text('own');
    });
    app.get('/response', () => new Response('raw', { headers: { 'Referrer-Policy': 'no-referrer' } }));
    app.get('/lower', () => new Response('raw', { headers: { 'x-frame-options': 'DENY' } }));
    app.get('/empty', (c) => c.body(null, 204));
    app.get('/redirect', (c) => c.redirect('/plain'));
    app.get('/fails', () => {
      throw new Error('boom');
    });
    app.onError((_error, c) => c.text('failed', 500));
    server = serve({
      fetch: app.fetch,
      port: 0,
      hostname: '127.0.0.1',
      ...(productionClass ? { serverOptions: { ServerResponse: secureServerResponse(options) } } : {}),
    });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('sends every default on a plain JSON answer, an error and a raw Response', async () => {
    for (const path of ['/plain', '/fails', '/response', '/empty', '/redirect']) {
      const res = await fetch(`${base}${path}`, { redirect: 'manual' });
      expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy('https://www.sec.gov'));
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    }
    expect((await fetch(`${base}/plain`)).headers.get('content-type')).toContain('application/json');
  });

  it("keeps the route's own stricter values, never a second copy", async () => {
    const own = await fetch(`${base}/own`);
    expect(own.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(own.headers.get('x-frame-options')).toBe('DENY');
    expect((await fetch(`${base}/response`)).headers.get('referrer-policy')).toBe('no-referrer');
    // Whatever the letter case the route used, one value is sent: the route's.
    expect((await fetch(`${base}/lower`)).headers.get('x-frame-options')).toBe('DENY');
  });
});
