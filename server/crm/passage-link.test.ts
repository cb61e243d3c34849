import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/create-test-app.ts';

describe('GET /api/crm/passage/:accession (the link a CRM note carries)', async () => {
  const t = await createTestApp();

  it('sends a signed-in user to a freshly signed viewer address with the passage highlighted', async () => {
    const user = await t.signUp();
    const response = await t.request('/api/crm/passage/0000320193-24-000123?highlight=400-540', { as: user });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!, 'http://x');
    expect(location.pathname).toBe('/api/sec-filings/document/0000320193-24-000123');
    expect(location.searchParams.get('highlight')).toBe('400-540');
    expect(location.searchParams.get('sig')).toBeTruthy();
    expect(location.hash).toBe('#highlight');
    const document = await t.request(`${location.pathname}${location.search}`);
    expect(document.status).not.toBe(403);
  });

  it('asks anyone else to sign in, and ignores malformed links', async () => {
    const anonymous = await t.request('/api/crm/passage/0000320193-24-000123?highlight=400-540');
    expect(anonymous.headers.get('location')).toBe('/login');
    for (const path of [
      '/api/crm/passage/not-an-accession?highlight=1-2',
      '/api/crm/passage/0000320193-24-000123?highlight=x',
    ]) {
      const response = await t.request(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/dashboard');
    }
  });
});
