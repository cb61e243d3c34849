import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestUser } from '#server/test/create-test-app.ts';
import { userViewHistory } from './schema.ts';
import { insertCompanies, json } from './testing/companies.ts';

type View = { company_id: string; viewed_at: string; company: { ticker: string; name: string } };

describe('company detail and view history', async () => {
  let tick = Date.parse('2025-03-01T12:00:00Z');
  const t = await createTestApp({
    clock: () => {
      tick += 60_000;
      return new Date(tick);
    },
  });
  let user: TestUser;

  beforeAll(async () => {
    await insertCompanies(t);
    user = await t.signUp();
  });

  const view = (ticker: string, as = user) =>
    t.request(`/api/companies/${ticker}/views`, { as, method: 'POST' });
  const recent = async (query = '', as = user) =>
    (await json<{ views: View[] }>(await t.request(`/api/history/recent${query}`, { as }))).views;

  it('answers one company by ticker, case-insensitively, and 404 JSON when unknown', async () => {
    const found = await t.request('/api/companies/aapl', { as: user });
    expect(found.status).toBe(200);
    expect(await json(found)).toMatchObject({
      company: { ticker: 'AAPL', name: 'Apple Inc.', cik: '0000320193' },
    });
    const missing = await t.request('/api/companies/NOPE', { as: user });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ error: 'Company not found', code: 'COMPANY_NOT_FOUND' });
    expect((await t.request('/api/companies/%27%3B--', { as: user })).status).toBe(404);
  });

  it('records one row per user and company and moves viewed_at forward', async () => {
    expect((await view('MSFT')).status).toBe(200);
    const first = await t.db.select().from(userViewHistory).where(eq(userViewHistory.userId, user.id));
    expect((await view('msft')).status).toBe(200);
    const second = await t.db.select().from(userViewHistory).where(eq(userViewHistory.userId, user.id));
    expect(second).toHaveLength(1);
    expect(second[0]!.id).toBe(first[0]!.id);
    expect(second[0]!.viewedAt.getTime()).toBeGreaterThan(first[0]!.viewedAt.getTime());
    expect((await view('NOPE')).status).toBe(404);
  });

  it('lists the latest 6 views newest first, with company data; limit is adjustable', async () => {
    for (const ticker of ['AAPL', 'GOOGL', 'AMZN', 'META', 'NVDA', 'TSLA', 'ORCL']) await view(ticker);
    await view('AAPL');
    const latest = await recent();
    expect(latest.map((row) => row.company.ticker)).toEqual(['AAPL', 'ORCL', 'TSLA', 'NVDA', 'META', 'AMZN']);
    expect(latest[0]).toMatchObject({ company: { name: 'Apple Inc.' }, viewed_at: expect.any(String) });
    expect(await recent('?limit=2')).toHaveLength(2);
    expect((await t.request('/api/history/recent?limit=0', { as: user })).status).toBe(400);
    expect((await t.request('/api/history/recent?limit=abc', { as: user })).status).toBe(400);
  });

  it('shows each user only their own history', async () => {
    const other = await t.signUp();
    expect(await recent('', other)).toEqual([]);
    await view('CRM', other);
    expect((await recent('', other)).map((row) => row.company.ticker)).toEqual(['CRM']);
    expect((await recent()).some((row) => row.company.ticker === 'CRM')).toBe(false);
  });
});
