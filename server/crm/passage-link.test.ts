import { describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/create-test-app.ts';

describe('GET /api/crm/passage/:accession (the link a CRM note carries)', async () => {
  const t = await createTestApp();

  it('opens the passage inside the app: the passage page, signed in there or after sign-in', async () => {
    for (const as of [await t.signUp(), undefined]) {
      const response = await t.request('/api/crm/passage/0000320193-24-000123?highlight=400-540', { as });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/passage/0000320193-24-000123?highlight=400-540');
    }
  });

  it('ignores malformed links', async () => {
    for (const path of [
      '/api/crm/passage/not-an-accession?highlight=1-2',
      '/api/crm/passage/0000320193-24-000123?highlight=x',
    ]) {
      const response = await t.request(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/dashboard');
    }
  });

  it("gives a signed-in user the stored filing's signed view address; an unknown one is a 404", async () => {
    const user = await t.signUp();
    expect((await t.request('/api/sec-filings/stored/0000320193-24-000123', { as: user })).status).toBe(404);
    expect((await t.request('/api/sec-filings/stored/0000320193-24-000123')).status).toBe(401);
  });
});
