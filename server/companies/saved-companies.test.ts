import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePro } from '#server/billing/testing/plans.ts';
import { createTestApp, type TestUser } from '#server/test/create-test-app.ts';
import { FREE_SAVED_COMPANY_LIMIT, PLAN_LIMIT_MESSAGE, saveCompany } from './saved-companies.ts';
import { userSavedCompanies } from './schema.ts';
import { insertCompanies, insertCompany, json } from './testing/companies.ts';

type Saved = {
  company_id: string;
  list_id: string | null;
  notes: null;
  date_saved: string;
  company: { ticker: string };
  list: { id: string; name: string } | null;
};

describe('saved companies', async () => {
  const t = await createTestApp();
  let ids: string[] = [];

  beforeAll(async () => {
    ids = (await insertCompanies(t)).map((row) => row.id);
  });

  const save = (user: TestUser, companyId: string, listId: string | null = null) =>
    t.request('/api/saved-companies', { as: user, json: { companyId, listId } });
  const list = async (user: TestUser) =>
    (await json<{ savedCompanies: Saved[] }>(await t.request('/api/saved-companies', { as: user })))
      .savedCompanies;
  const createList = async (user: TestUser, name: string) =>
    (await json<{ list: { id: string } }>(await t.request('/api/lists', { as: user, json: { name } }))).list
      .id;

  it('saves a company with notes null and lists it newest first, with company and list', async () => {
    const user = await t.signUp();
    const listId = await createList(user, 'Targets');
    expect((await save(user, ids[0]!)).status).toBe(201);
    const second = await save(user, ids[1]!, listId);
    expect(second.status).toBe(201);
    expect(await json(second)).toMatchObject({
      alreadySaved: false,
      savedCompany: { company_id: ids[1], list_id: listId },
    });
    const rows = await list(user);
    expect(rows.map((row) => row.company_id)).toEqual([ids[1], ids[0]]);
    expect(rows[0]).toMatchObject({
      notes: null,
      list: { id: listId, name: 'Targets' },
      company: { ticker: expect.any(String) },
    });
    expect(rows[1]).toMatchObject({ list_id: null, list: null });
  });

  it('treats saving an already saved company as success (the 23505 path) and changes nothing', async () => {
    const user = await t.signUp();
    await save(user, ids[2]!);
    const again = await save(user, ids[2]!);
    expect(again.status).toBe(200);
    expect(await json(again)).toMatchObject({ alreadySaved: true });
    const rows = await t.db.select().from(userSavedCompanies).where(eq(userSavedCompanies.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps a Free user at 5 saved companies with a clear message', async () => {
    const user = await t.signUp();
    for (const id of ids.slice(0, FREE_SAVED_COMPANY_LIMIT)) expect((await save(user, id)).status).toBe(201);
    const sixth = await save(user, ids[FREE_SAVED_COMPANY_LIMIT]!);
    expect(sixth.status).toBe(403);
    expect(await json(sixth)).toEqual({ error: PLAN_LIMIT_MESSAGE, code: 'PLAN_LIMIT' });
    expect(await list(user)).toHaveLength(FREE_SAVED_COMPANY_LIMIT);
    // Re-saving one of the five is still a success at the limit.
    expect((await save(user, ids[0]!)).status).toBe(200);
    // Making room lets the next one in.
    await t.request(`/api/saved-companies/${ids[0]}`, { as: user, method: 'DELETE' });
    expect((await save(user, ids[FREE_SAVED_COMPANY_LIMIT]!)).status).toBe(201);
  });

  it('never passes the limit under concurrent saves', async () => {
    const user = await t.signUp();
    const results = await Promise.all(ids.slice(0, 20).map((id) => save(user, id)));
    const statuses = results.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(FREE_SAVED_COMPANY_LIMIT);
    expect(statuses.filter((status) => status === 403)).toHaveLength(20 - FREE_SAVED_COMPANY_LIMIT);
    expect(await list(user)).toHaveLength(FREE_SAVED_COMPANY_LIMIT);
  });

  it('never passes the limit when the service is hit concurrently on several connections', async () => {
    // Without the per-user lock this ends with 6–9 rows on PostgreSQL; PGlite serialises anyway.
    for (let round = 0; round < 3; round += 1) {
      const user = await t.signUp();
      const results = await Promise.allSettled(
        ids
          .slice(0, 40)
          .map((companyId) =>
            saveCompany(t.db, { userId: user.id, plan: 'free', companyId, listId: null, now: new Date() }),
          ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(
        FREE_SAVED_COMPANY_LIMIT,
      );
      const rows = await t.db.select().from(userSavedCompanies).where(eq(userSavedCompanies.userId, user.id));
      expect(rows).toHaveLength(FREE_SAVED_COMPANY_LIMIT);
    }
  });

  it('lets a Pro user save more than 5', async () => {
    const user = await t.signUp();
    await makePro(t.db, user.id);
    for (const id of ids.slice(0, 8)) expect((await save(user, id)).status).toBe(201);
    expect(await list(user)).toHaveLength(8);
    expect((await save(user, ids[0]!)).status).toBe(200);
  });

  it('answers 404 for an unknown company and 400 for a bad body', async () => {
    const user = await t.signUp();
    expect((await save(user, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.request('/api/saved-companies', { as: user, json: { companyId: 'nope' } })).status).toBe(
      400,
    );
    expect((await t.request('/api/saved-companies', { as: user, json: [] })).status).toBe(400);
    const junk = await t.request('/api/saved-companies', {
      as: user,
      body: '{"companyId":',
      headers: { 'content-type': 'application/json' },
    });
    expect(junk.status).toBe(400);
  });

  it('moves a saved company between lists and out of any list', async () => {
    const user = await t.signUp();
    const first = await createList(user, 'First');
    const second = await createList(user, 'Second');
    await save(user, ids[3]!, first);
    const moved = await t.request(`/api/saved-companies/${ids[3]}`, {
      as: user,
      method: 'PATCH',
      json: { listId: second },
    });
    expect(moved.status).toBe(200);
    expect(await json(moved)).toMatchObject({ savedCompany: { list_id: second, list: { name: 'Second' } } });
    const out = await t.request(`/api/saved-companies/${ids[3]}`, {
      as: user,
      method: 'PATCH',
      json: { listId: null },
    });
    expect(await json(out)).toMatchObject({ savedCompany: { list_id: null, list: null } });
    const notSaved = await t.request(`/api/saved-companies/${ids[4]}`, {
      as: user,
      method: 'PATCH',
      json: { listId: null },
    });
    expect(notSaved.status).toBe(404);
  });

  it('unsaves by company id; a second unsave is 404', async () => {
    const user = await t.signUp();
    await save(user, ids[5]!);
    const removed = await t.request(`/api/saved-companies/${ids[5]}`, { as: user, method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(await list(user)).toEqual([]);
    expect((await t.request(`/api/saved-companies/${ids[5]}`, { as: user, method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await t.request('/api/saved-companies/not-a-uuid', { as: user, method: 'DELETE' })).status).toBe(
      404,
    );
  });

  it('keeps one row per user and company even for companies added later', async () => {
    const user = await t.signUp();
    const company = await insertCompany(t);
    await Promise.all([save(user, company.id), save(user, company.id), save(user, company.id)]);
    const rows = await t.db
      .select()
      .from(userSavedCompanies)
      .where(and(eq(userSavedCompanies.userId, user.id), eq(userSavedCompanies.companyId, company.id)));
    expect(rows).toHaveLength(1);
  });
});
