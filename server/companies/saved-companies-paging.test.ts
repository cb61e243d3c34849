import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestUser } from '#server/test/create-test-app.ts';
import { buildCompany } from './company-factory.ts';
import { userSavedCompanies } from './schema.ts';
import { createList, insertCompanies, json } from './testing/companies.ts';

type Page = { savedCompanies: Array<{ company: { ticker: string } }>; total: number };

describe('the saved companies page is paged', async () => {
  const t = await createTestApp();
  let user: TestUser;

  beforeAll(async () => {
    user = await t.signUp();
    const made = await insertCompanies(
      t,
      Array.from({ length: 7 }, (_, i) =>
        buildCompany({
          ticker: `ZZPG${i}`,
          name: i % 2 ? `Odd Pager ${i} Inc.` : `Even Pager ${i} 100%_Corp`,
        }),
      ),
    );
    const list = await createList(t, user, 'Odd ones');
    // ZZPG0 saved first, ZZPG6 last: newest first reads 6, 5, … 0.
    await t.db.insert(userSavedCompanies).values(
      made.map((company, i) => ({
        userId: user.id,
        companyId: company.id,
        listId: i % 2 ? list.id : null,
        dateSaved: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
  });

  const get = (query: string) => t.request(`/api/saved-companies${query}`, { as: user });
  const page = async (query: string) => {
    const response = await get(query);
    expect(response.status).toBe(200);
    const body = await json<Page>(response);
    return { tickers: body.savedCompanies.map((row) => row.company.ticker), total: body.total };
  };

  it('answers one page, newest first, with the total; a page past the end is empty', async () => {
    expect(await page('?page=1&pageSize=3')).toEqual({ tickers: ['ZZPG6', 'ZZPG5', 'ZZPG4'], total: 7 });
    expect(await page('?page=3&pageSize=3')).toEqual({ tickers: ['ZZPG0'], total: 7 });
    expect(await page('?page=4&pageSize=3')).toEqual({ tickers: [], total: 7 });
    // The page size defaults to 50; no page at all is every saved company.
    expect((await page('?page=1')).tickers).toHaveLength(7);
    expect(await page('')).toMatchObject({ total: 7 });
  });

  it('filters by list (or none) and by text on name or ticker before paging', async () => {
    const lists = await json<{ lists: Array<{ id: string }> }>(await t.request('/api/lists', { as: user }));
    const listId = lists.lists[0]!.id;
    expect(await page(`?page=1&pageSize=2&listId=${listId}`)).toEqual({
      tickers: ['ZZPG5', 'ZZPG3'],
      total: 3,
    });
    expect(await page('?page=2&pageSize=2&listId=none')).toEqual({ tickers: ['ZZPG2', 'ZZPG0'], total: 4 });
    expect(await page('?page=1&pageSize=10&q=zzpg1')).toEqual({ tickers: ['ZZPG1'], total: 1 });
    // `%` and `_` are literal, not wildcards.
    expect(await page('?page=1&pageSize=10&q=100%25_')).toMatchObject({ total: 4 });
    expect(await page('?page=1&pageSize=10&q=0%25_')).toMatchObject({ total: 4 });
    expect(await page('?page=1&pageSize=10&q=%25%25')).toEqual({ tickers: [], total: 0 });
  });

  it.each([
    '?page=0',
    '?page=-1',
    '?page=1.5',
    '?page=abc',
    '?page=100001',
    '?pageSize=0',
    '?pageSize=201',
    '?page=1&pageSize=x',
    '?listId=not-a-uuid',
    `?q=${'a'.repeat(201)}`,
  ])('refuses %s with 400', async (query) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
