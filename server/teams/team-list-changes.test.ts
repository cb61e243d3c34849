import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '#server/companies/testing/companies.ts';
import { createTestApp, type TestUser } from '#server/test/create-test-app.ts';
import { teamAudit, teamCompanyNotes, teamListCompanies, teamLists } from './schema.ts';
import { teamHelpers } from './testing/teams-app.ts';

type List = { id: string; name: string; createdBy: { userId: string } | null };

describe('renaming and deleting team lists', async () => {
  const t = await createTestApp();
  const h = teamHelpers(t);
  let owner: TestUser;
  let creator: TestUser;
  let colleague: TestUser;
  let rival: TestUser;
  let teamA: { id: string };
  let teamB: { id: string };
  let sequence = 0;

  beforeAll(async () => {
    owner = await t.signUp();
    creator = await t.signUp();
    colleague = await t.signUp();
    rival = await t.signUp();
    teamA = await h.teamWith(owner, [creator, colleague]);
    teamB = await h.createTeam(rival);
  });

  const createList = async (as: TestUser, teamId = teamA.id, name = `List ${++sequence}`) => {
    const response = await t.request(`/api/teams/${teamId}/lists`, { as, json: { name } });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await h.json<{ list: List }>(response)).list;
  };
  const listPath = (teamId: string, listId: string) => `/api/teams/${teamId}/lists/${listId}`;
  const rename = (as: TestUser, teamId: string, listId: string, body: unknown) =>
    t.request(listPath(teamId, listId), { as, method: 'PATCH', json: body });
  const remove = (as: TestUser, teamId: string, listId: string) =>
    t.request(listPath(teamId, listId), { as, method: 'DELETE' });
  const stored = async (listId: string) =>
    (await t.db.select().from(teamLists).where(eq(teamLists.id, listId)))[0];

  it("lets the list's creator, an admin and the owner rename it; the name is trimmed", async () => {
    const list = await createList(creator);
    const first = await rename(creator, teamA.id, list.id, { name: '  West deals ' });
    expect(first.status).toBe(200);
    expect((await h.json<{ list: List }>(first)).list).toMatchObject({ id: list.id, name: 'West deals' });
    expect((await rename(owner, teamA.id, list.id, { name: 'West renewals' })).status).toBe(200);
    // Only the case changes: the list keeps its own name free.
    expect((await rename(owner, teamA.id, list.id, { name: 'WEST renewals' })).status).toBe(200);
    expect((await stored(list.id))?.name).toBe('WEST renewals');
  });

  it('refuses a member who did not create the list with 403, changing nothing', async () => {
    const list = await createList(creator);
    for (const response of [
      await rename(colleague, teamA.id, list.id, { name: 'Mine' }),
      await remove(colleague, teamA.id, list.id),
    ]) {
      expect(response.status).toBe(403);
      expect(await h.json(response)).toMatchObject({ code: 'TEAM_ROLE_REQUIRED' });
    }
    expect((await stored(list.id))?.name).toBe(list.name);
  });

  it("refuses another list's name, whatever its case, with 409", async () => {
    const taken = await createList(owner, teamA.id, 'Enterprise accounts');
    const list = await createList(creator);
    const response = await rename(creator, teamA.id, list.id, { name: 'enterprise ACCOUNTS' });
    expect(response.status).toBe(409);
    expect(await h.json(response)).toMatchObject({
      code: 'TEAM_LIST_NAME_TAKEN',
      error: expect.stringContaining('enterprise ACCOUNTS'),
    });
    expect((await stored(list.id))?.name).toBe(list.name);
    expect((await stored(taken.id))?.name).toBe('Enterprise accounts');
    // Another team may use the same name.
    await createList(rival, teamB.id, 'Enterprise accounts');
  });

  it.each([{ name: '' }, { name: '   ' }, { name: 'x'.repeat(101) }, { name: 'nul\u0000' }, {}, { name: 7 }])(
    'refuses %j with 400, changing nothing',
    async (body) => {
      const list = await createList(creator);
      const response = await rename(creator, teamA.id, list.id, body);
      expect(response.status).toBe(400);
      expect((await stored(list.id))?.name).toBe(list.name);
    },
  );

  it("deletes the list and its entries, keeping the team's notes on those companies", async () => {
    const list = await createList(creator);
    const company = await insertCompany(t);
    expect(
      (
        await t.request(`${listPath(teamA.id, list.id)}/companies/${company.id}`, {
          as: creator,
          method: 'PUT',
        })
      ).status,
    ).toBe(200);
    const note = await t.request(`/api/teams/${teamA.id}/companies/${company.id}/notes`, {
      as: colleague,
      json: { body: 'Their CFO changed in March.' },
    });
    expect(note.status).toBe(201);

    expect((await remove(creator, teamA.id, list.id)).status).toBe(204);
    expect(await stored(list.id)).toBeUndefined();
    expect(await t.db.select().from(teamListCompanies).where(eq(teamListCompanies.listId, list.id))).toEqual(
      [],
    );
    const notes = await t.db
      .select()
      .from(teamCompanyNotes)
      .where(eq(teamCompanyNotes.companyId, company.id));
    expect(notes.map((n) => n.body)).toEqual(['Their CFO changed in March.']);
    const gone = await t.request(`${listPath(teamA.id, list.id)}/companies`, { as: owner });
    expect(gone.status).toBe(404);
    expect((await remove(owner, teamA.id, list.id)).status).toBe(404);
  });

  it('lets an admin delete a list someone else created', async () => {
    const list = await createList(creator);
    expect(
      (
        await t.request(`/api/teams/${teamA.id}/members/${colleague.id}`, {
          as: owner,
          method: 'PATCH',
          json: { role: 'admin' },
        })
      ).status,
    ).toBe(204);
    expect((await remove(colleague, teamA.id, list.id)).status).toBe(204);
    await t.request(`/api/teams/${teamA.id}/members/${colleague.id}`, {
      as: owner,
      method: 'PATCH',
      json: { role: 'member' },
    });
  });

  it("never lets a member of team B rename or delete team A's lists (IDOR)", async () => {
    const list = await createList(owner);
    const auditBefore = await t.db.select().from(teamAudit).where(eq(teamAudit.teamId, teamA.id));
    for (const response of [
      await rename(rival, teamA.id, list.id, { name: 'Taken over' }),
      await remove(rival, teamA.id, list.id),
    ]) {
      expect(response.status).toBe(404);
      expect(await h.json(response)).toMatchObject({ code: 'TEAM_NOT_FOUND' });
    }
    for (const response of [
      await rename(rival, teamB.id, list.id, { name: 'Taken over' }),
      await remove(rival, teamB.id, list.id),
    ]) {
      expect(response.status).toBe(404);
      expect(await h.json(response)).toMatchObject({ code: 'TEAM_LIST_NOT_FOUND' });
    }
    expect((await stored(list.id))?.name).toBe(list.name);
    expect(await t.db.select().from(teamAudit).where(eq(teamAudit.teamId, teamA.id))).toEqual(auditBefore);
  });

  it('answers a malformed or unknown list id with 404, never a 500', async () => {
    expect((await rename(owner, teamA.id, 'not-a-uuid', { name: 'X' })).status).toBe(404);
    const unknown = await remove(owner, teamA.id, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(await h.json(unknown)).toMatchObject({ code: 'TEAM_LIST_NOT_FOUND' });
  });
});
