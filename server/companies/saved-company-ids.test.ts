import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestUser } from '#server/test/create-test-app.ts';
import { insertCompanies, json } from './testing/companies.ts';

describe('GET /api/saved-companies/ids', async () => {
  const t = await createTestApp();
  let ids: string[] = [];

  beforeAll(async () => {
    ids = (await insertCompanies(t)).map((row) => row.id);
  });

  const savedIds = async (user: TestUser) => {
    const response = await t.request('/api/saved-companies/ids', { as: user });
    expect(response.status).toBe(200);
    return (await json<{ companyIds: string[] }>(response)).companyIds.toSorted();
  };
  const call = async (user: TestUser, method: string, path: string, body?: unknown) => {
    const response = await t.request(path, { as: user, method, json: body });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return response;
  };

  it('answers the ids of the saved companies as they are saved, moved, unsaved and their list deleted', async () => {
    const user = await t.signUp();
    expect(await savedIds(user)).toEqual([]);
    const list = (
      await json<{ list: { id: string } }>(await call(user, 'POST', '/api/lists', { name: 'Targets' }))
    ).list.id;
    await call(user, 'POST', '/api/saved-companies', { companyId: ids[0], listId: list });
    await call(user, 'POST', '/api/saved-companies', { companyId: ids[1], listId: null });
    // Saving twice answers 200 and lists the company once.
    await call(user, 'POST', '/api/saved-companies', { companyId: ids[1], listId: null });
    expect(await savedIds(user)).toEqual([ids[0], ids[1]].toSorted());

    await call(user, 'PATCH', `/api/saved-companies/${ids[1]}`, { listId: list });
    await call(user, 'DELETE', `/api/lists/${list}`);
    // A deleted list's companies stay saved.
    expect(await savedIds(user)).toEqual([ids[0], ids[1]].toSorted());

    await call(user, 'DELETE', `/api/saved-companies/${ids[0]}`);
    expect(await savedIds(user)).toEqual([ids[1]]);
  });

  it("never answers another user's saves (by cookie or API token), and needs a session", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    await call(bob, 'POST', '/api/saved-companies', { companyId: ids[2], listId: null });
    await call(alice, 'POST', '/api/saved-companies', { companyId: ids[3], listId: null });

    expect(await savedIds(alice)).toEqual([ids[3]]);
    expect(await savedIds(bob)).toEqual([ids[2]]);
    const bearer = await t.request('/api/saved-companies/ids', { as: bob, auth: 'bearer' });
    expect(await json(bearer)).toEqual({ companyIds: [ids[2]] });
    // Nothing in the request names a user: a query naming Bob changes nothing for Alice.
    const named = await t.request(`/api/saved-companies/ids?userId=${bob.id}`, { as: alice });
    expect((await json<{ companyIds: string[] }>(named)).companyIds).toEqual([ids[3]]);

    expect((await t.request('/api/saved-companies/ids')).status).toBe(401);
  });
});
