import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestUser } from '#server/test/create-test-app.ts';
import { userSavedCompanies } from './schema.ts';
import { insertCompanies, json } from './testing/companies.ts';

type List = {
  id: string;
  name: string;
  description: string | null;
  created_at: string;
  company_count: number;
};

describe('company lists', async () => {
  let tick = Date.parse('2025-01-01T00:00:00Z');
  // Each call is one second later, so 'newest first' is decided by the clock, not by luck.
  const t = await createTestApp({
    clock: () => {
      tick += 1000;
      return new Date(tick);
    },
  });
  let ids: string[] = [];
  let user: TestUser;

  beforeAll(async () => {
    ids = (await insertCompanies(t)).map((row) => row.id);
    user = await t.signUp();
  });

  const create = (body: unknown) => t.request('/api/lists', { as: user, json: body });
  const lists = async () =>
    (await json<{ lists: List[] }>(await t.request('/api/lists', { as: user }))).lists;

  it('creates a list with a trimmed name and description; blank description means none', async () => {
    const response = await create({ name: '  Q3 Targets  ', description: '  Fintech prospects ' });
    expect(response.status).toBe(201);
    const { list } = await json<{ list: List }>(response);
    expect(list).toMatchObject({ name: 'Q3 Targets', description: 'Fintech prospects', company_count: 0 });
    const blank = await json<{ list: List }>(await create({ name: 'No description', description: '   ' }));
    expect(blank.list.description).toBeNull();
  });

  it.each([
    {},
    { name: '' },
    { name: '    ' },
    { name: 'x'.repeat(101) },
    { name: 42 },
    { name: 'ok', description: 'x'.repeat(501) },
  ])('refuses %j with 400', async (body) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('lists newest first with the count of saved companies in each', async () => {
    const a = (await json<{ list: List }>(await create({ name: 'Alpha' }))).list;
    const b = (await json<{ list: List }>(await create({ name: 'Beta' }))).list;
    for (const id of ids.slice(0, 2))
      await t.request('/api/saved-companies', { as: user, json: { companyId: id, listId: a.id } });
    await t.request('/api/saved-companies', { as: user, json: { companyId: ids[2], listId: b.id } });
    const all = await lists();
    expect(all.slice(0, 2).map((list) => [list.name, list.company_count])).toEqual([
      ['Beta', 1],
      ['Alpha', 2],
    ]);
    const createdAt = all.map((list) => Date.parse(list.created_at));
    expect(createdAt).toEqual([...createdAt].sort((x, y) => y - x));
  });

  it('renames a list and changes its description', async () => {
    const { list } = await json<{ list: List }>(await create({ name: 'Old name' }));
    const renamed = await t.request(`/api/lists/${list.id}`, {
      as: user,
      method: 'PATCH',
      json: { name: ' New name ', description: 'Now described' },
    });
    expect(renamed.status).toBe(200);
    expect((await json<{ list: List }>(renamed)).list).toMatchObject({
      name: 'New name',
      description: 'Now described',
    });
    const cleared = await t.request(`/api/lists/${list.id}`, {
      as: user,
      method: 'PATCH',
      json: { description: null },
    });
    expect((await json<{ list: List }>(cleared)).list).toMatchObject({ name: 'New name', description: null });
    expect(
      (await t.request(`/api/lists/${list.id}`, { as: user, method: 'PATCH', json: { name: ' ' } })).status,
    ).toBe(400);
    expect((await t.request(`/api/lists/${list.id}`, { as: user, method: 'PATCH', json: {} })).status).toBe(
      400,
    );
  });

  it('deletes a list and keeps its companies saved, outside any list', async () => {
    const { list } = await json<{ list: List }>(await create({ name: 'Doomed' }));
    await t.request('/api/saved-companies', { as: user, json: { companyId: ids[10], listId: list.id } });
    const removed = await t.request(`/api/lists/${list.id}`, { as: user, method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await lists()).some((row) => row.id === list.id)).toBe(false);
    const [row] = await t.db
      .select()
      .from(userSavedCompanies)
      .where(eq(userSavedCompanies.companyId, ids[10]!));
    expect(row).toMatchObject({ userId: user.id, listId: null });
    expect((await t.request(`/api/lists/${list.id}`, { as: user, method: 'DELETE' })).status).toBe(404);
  });

  it('answers 404 for unknown or malformed list ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t.request(`/api/lists/${unknown}`, { as: user, method: 'PATCH', json: { name: 'x' } })).status,
    ).toBe(404);
    expect((await t.request('/api/lists/not-a-uuid', { as: user, method: 'DELETE' })).status).toBe(404);
    const saveIntoUnknown = await t.request('/api/saved-companies', {
      as: user,
      json: { companyId: ids[20], listId: unknown },
    });
    expect(saveIntoUnknown.status).toBe(404);
  });
});
