import { describe, expect, it } from 'vitest';
import { companies } from '#server/companies/schema.ts';
import { seedDatabase } from '#server/companies/seed-database.ts';
import { createTestApp } from '#server/test/create-test-app.ts';

describe('foundation HTTP behaviour', async () => {
  const t = await createTestApp();

  it('reports health with the database driver and integrations', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      status: 'ok',
      database: t.database.driver,
      integrations: { stripe: false, smtp: false },
    });
    expect(typeof body.version).toBe('string');
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await t.request('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('sets security headers on every response', async () => {
    const response = await t.request('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain('frame-ancestors');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
  });

  it('rejects bodies over 1 MB with 413', async () => {
    const user = await t.signUp();
    const response = await t.request('/api/auth/update-user', {
      as: user,
      body: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('requires a session cookie or a personal API token for product calls', async () => {
    const anonymous = await t.request('/api/me');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: 'Authentication required. Please sign in.',
      code: 'UNAUTHORIZED',
    });
    const user = await t.signUp({ email: 'me@example.com' });
    for (const auth of ['cookie', 'bearer'] as const) {
      const response = await t.request('/api/me', { as: user, auth });
      expect(response.status).toBe(200);
      expect((await response.json()).user).toMatchObject({
        email: 'me@example.com',
        isAdmin: false,
        plan: 'free',
      });
    }
  });

  it('rejects a cross-site state-changing request (CSRF) and accepts a same-origin one', async () => {
    const user = await t.signUp();
    const crossSite = await t.request('/api/auth/sign-out', {
      as: user,
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const noOrigin = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie: user.cookie },
    });
    expect(noOrigin.status).toBe(403);
    expect((await t.request('/api/me', { as: user })).status).toBe(200);
  });

  it('seeds about 50 companies once: a second seed changes nothing', async () => {
    const first = await seedDatabase(t.database);
    expect(first.inserted).toBeGreaterThanOrEqual(50);
    const second = await seedDatabase(t.database);
    expect(second.inserted).toBe(0);
    const rows = await t.db
      .select({ ticker: companies.ticker, exchange: companies.exchange, cik: companies.cik })
      .from(companies);
    expect(rows.length).toBe(first.inserted);
    for (const row of rows) {
      expect(['NASDAQ', 'NYSE']).toContain(row.exchange);
      expect(row.cik).toMatch(/^\d{10}$/);
    }
  });
});

describe('outbound request guard', () => {
  it('fails any request to a host other than this machine', async () => {
    await expect(fetch('https://www.sec.gov/files/company_tickers.json')).rejects.toThrow();
  });
});
