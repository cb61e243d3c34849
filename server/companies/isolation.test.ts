import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { createTestApp, type TestUser } from '#server/test/create-test-app.ts';
import { companyLists } from './schema.ts';
import { insertCompanies, json } from './testing/companies.ts';

describe('companies: authorisation and isolation', async () => {
  const t = await createTestApp();
  let ids: string[] = [];
  let alice: TestUser;
  let bob: TestUser;
  let bobList: string;

  /** Bob's rows as text, so 'unchanged' means byte-for-byte. */
  const bobSnapshot = async () =>
    JSON.stringify(
      await queryRows(
        t.db,
        sql`select 'list' as kind, row_to_json(l)::text as row from company_lists l where user_id = ${bob.id}
            union all
            select 'saved', row_to_json(s)::text from user_saved_companies s where user_id = ${bob.id}
            union all
            select 'view', row_to_json(v)::text from user_view_history v where user_id = ${bob.id}
            order by 1, 2`,
      ),
    );

  beforeAll(async () => {
    ids = (await insertCompanies(t)).map((row) => row.id);
    alice = await t.signUp();
    bob = await t.signUp();
    bobList = (
      await json<{ list: { id: string } }>(
        await t.request('/api/lists', { as: bob, json: { name: 'Bob list', description: 'private' } }),
      )
    ).list.id;
    await t.request('/api/saved-companies', { as: bob, json: { companyId: ids[0], listId: bobList } });
    await t.request('/api/saved-companies', { as: bob, json: { companyId: ids[1], listId: null } });
    await t.request('/api/companies/AAPL/views', { as: bob, method: 'POST' });
  });

  it('refuses every route without a session (401) and writes nothing', async () => {
    const before = await bobSnapshot();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/companies/search?q=apple'],
      ['GET', '/api/companies/AAPL'],
      ['POST', '/api/companies/AAPL/views'],
      ['GET', '/api/history/recent'],
      ['GET', '/api/saved-companies'],
      ['GET', '/api/saved-companies/ids'],
      ['POST', '/api/saved-companies', { companyId: ids[2], listId: null }],
      ['PATCH', `/api/saved-companies/${ids[0]}`, { listId: null }],
      ['DELETE', `/api/saved-companies/${ids[0]}`],
      ['GET', '/api/lists'],
      ['POST', '/api/lists', { name: 'x' }],
      ['PATCH', `/api/lists/${bobList}`, { name: 'x' }],
      ['DELETE', `/api/lists/${bobList}`],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.request(path, { method, json: body });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect(await bobSnapshot()).toBe(before);
  });

  it("never shows Bob's rows to Alice", async () => {
    const saved = await json<{ savedCompanies: unknown[] }>(
      await t.request('/api/saved-companies', { as: alice }),
    );
    const savedIds = await json<{ companyIds: unknown[] }>(
      await t.request('/api/saved-companies/ids', { as: alice }),
    );
    const lists = await json<{ lists: unknown[] }>(await t.request('/api/lists', { as: alice }));
    const views = await json<{ views: unknown[] }>(await t.request('/api/history/recent', { as: alice }));
    expect([saved.savedCompanies, savedIds.companyIds, lists.lists, views.views]).toEqual([[], [], [], []]);
  });

  it("answers 404 when Alice acts on Bob's list or saved company, and Bob's rows stay byte-for-byte", async () => {
    const before = await bobSnapshot();
    const attempts: Array<[string, string, unknown?]> = [
      ['PATCH', `/api/lists/${bobList}`, { name: 'pwned' }],
      ['DELETE', `/api/lists/${bobList}`],
      ['PATCH', `/api/saved-companies/${ids[0]}`, { listId: null }],
      ['DELETE', `/api/saved-companies/${ids[0]}`],
      ['DELETE', `/api/saved-companies/${ids[1]}`],
      ['POST', '/api/saved-companies', { companyId: ids[3], listId: bobList }],
    ];
    for (const [method, path, body] of attempts) {
      const response = await t.request(path, { as: alice, method, json: body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    // Alice moving her own saved company into Bob's list is refused the same way.
    await t.request('/api/saved-companies', { as: alice, json: { companyId: ids[4], listId: null } });
    const move = await t.request(`/api/saved-companies/${ids[4]}`, {
      as: alice,
      method: 'PATCH',
      json: { listId: bobList },
    });
    expect(move.status).toBe(404);
    expect(await bobSnapshot()).toBe(before);
    const [list] = await t.db.select().from(companyLists).where(eq(companyLists.id, bobList));
    expect(list).toMatchObject({ name: 'Bob list', description: 'private', userId: bob.id });
  });

  it("counts only the caller's companies in a list", async () => {
    const lists = await json<{ lists: Array<{ company_count: number }> }>(
      await t.request('/api/lists', { as: bob }),
    );
    expect(lists.lists[0]?.company_count).toBe(1);
  });

  it('accepts a personal API token as well as the cookie', async () => {
    const response = await t.request('/api/saved-companies', { as: bob, auth: 'bearer' });
    expect(response.status).toBe(200);
    expect((await json<{ savedCompanies: unknown[] }>(response)).savedCompanies).toHaveLength(2);
  });
});
