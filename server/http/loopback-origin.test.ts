import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { trustedOrigins } from '#server/accounts/auth.ts';
import { loadConfig } from '#server/config.ts';
import { createLogger } from '#server/log.ts';
import { createTestApp, TEST_ORIGIN } from '#server/test/create-test-app.ts';
import { csrfProtection } from './csrf.ts';
import { createErrorHandler } from './error-handler.ts';

function appFor(env: Record<string, string>) {
  const app = new Hono();
  app.onError(createErrorHandler(createLogger('silent')));
  app.use('*', csrfProtection(trustedOrigins(loadConfig(env))));
  app.post('/thing', (c) => c.json({ ok: true }));
  return app;
}

function post(app: Hono, origin: string) {
  return app.request('/thing', { method: 'POST', headers: { origin, 'sec-fetch-site': 'same-origin' } });
}

describe('trusted origins on a loopback address', () => {
  it('accepts localhost, 127.0.0.1 and [::1] when APP_URL is not set', async () => {
    const app = appFor({ PORT: '3000' });
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect((await post(app, origin)).status).toBe(200);
    }
    expect((await post(app, 'http://127.0.0.1:3001')).status).toBe(403);
  });

  it('keeps to the one origin of an APP_URL that was set', async () => {
    const app = appFor({ APP_URL: 'http://localhost:3000' });
    expect((await post(app, 'http://localhost:3000')).status).toBe(200);
    expect((await post(app, 'http://127.0.0.1:3000')).status).toBe(403);
    expect(trustedOrigins(loadConfig({ APP_URL: 'https://app.example.com' }))).toEqual([
      'https://app.example.com',
    ]);
  });

  it('accepts both loopback names of the Vite origin in development', () => {
    const origins = trustedOrigins(loadConfig({ NODE_ENV: 'development', APP_URL: 'http://localhost:5173' }));
    expect(origins).toEqual(expect.arrayContaining(['http://localhost:5173', 'http://127.0.0.1:5173']));
  });
});

describe('a page opened under an address the server does not expect', () => {
  it('names both origins instead of a bare CSRF refusal', async () => {
    const response = await post(appFor({ APP_URL: 'http://localhost:3000' }), 'http://127.0.0.1:3000');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'ORIGIN_MISMATCH',
      error:
        'This page was opened from http://127.0.0.1:3000 but the server expects http://localhost:3000. Open http://localhost:3000 instead, or set APP_URL.',
    });
  });

  it('still answers a cross-site request with the plain refusal', async () => {
    const app = appFor({ APP_URL: 'http://localhost:3000' });
    const response = await app.request('/thing', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('CSRF_REJECTED');
  });

  it('explains it on sign-up too, the request that used to fail with an unexpected error', async () => {
    const t = await createTestApp();
    const response = await t.request('/api/auth/sign-up/email', {
      json: { email: 'loopback@example.com', password: 'correct horse battery', name: 'Loop Back' },
      headers: { origin: TEST_ORIGIN.replace('localhost', '127.0.0.1'), 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toContain(
      'but the server expects http://localhost:3000',
    );
  });
});

describe('APP_URL unset: the app works when opened on 127.0.0.1', () => {
  it('signs up and signs in through Better Auth from http://127.0.0.1:3000', async () => {
    // testConfig sets APP_URL; undefined removes it again, as on a fresh install.
    const t = await createTestApp({ env: { APP_URL: undefined as unknown as string, PORT: '3000' } });
    expect(t.config.appUrlFromEnv).toBe(false);
    const headers = { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' };
    const credentials = { email: 'loopback-ok@example.com', password: 'correct horse battery' };
    const signUp = await t.request('/api/auth/sign-up/email', {
      json: { ...credentials, name: 'Loop Back' },
      headers,
    });
    expect(signUp.status).toBe(200);
    const signIn = await t.request('/api/auth/sign-in/email', { json: credentials, headers });
    expect(signIn.status).toBe(200);
  });
});

describe('GET /api/public-config', () => {
  it('says whether sign-up needs e-mail verification', async () => {
    const off = await createTestApp({ env: { REQUIRE_EMAIL_VERIFICATION: 'false' } });
    const on = await createTestApp({ env: { REQUIRE_EMAIL_VERIFICATION: 'true' } });
    const read = async (t: typeof off) =>
      ((await (await t.request('/api/public-config')).json()) as { emailVerificationRequired: boolean })
        .emailVerificationRequired;
    expect(await read(off)).toBe(false);
    expect(await read(on)).toBe(true);
  });
});
