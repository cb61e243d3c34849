import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '#server/companies/company-factory.ts';
import { insertCompanies, insertCompany } from '#server/companies/testing/companies.ts';
import { createTestApp, type TestUser } from '#server/test/create-test-app.ts';
import { FREE_SAVED_COMPANY_LIMIT } from '../../contract/plans.ts';
import { teamListCompanies, teamLists } from './schema.ts';
import { teamHelpers } from './testing/teams-app.ts';

type Person = { userId: string; name: string; member: boolean } | null;
type List = { id: string; name: string; companyCount: number; createdBy: Person };
type Entry = { company: { id: string; ticker: string }; addedBy: Person; addedAt: string };

describe('shared team lists', async () => {
  const t = await createTestApp();
  const h = teamHelpers(t);
  let owner: TestUser;
  let colleague: TestUser;
  let rival: TestUser;
  let teamA: { id: string };
  let teamB: { id: string };

  beforeAll(async () => {
    owner = await t.signUp();
    colleague = await t.signUp();
    rival = await t.signUp();
    teamA = await h.teamWith(owner, [colleague]);
    teamB = await h.createTeam(rival);
  });

  let listSequence = 0;
  // A team's list names are unique, so each list gets its own unless a test names it.
  const createList = async (as: TestUser, teamId: string, name = `Targets ${++listSequence}`) => {
    const response = await t.request(`/api/teams/${teamId}/lists`, { as, json: { name } });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await h.json<{ list: List }>(response)).list;
  };
  const entryPath = (teamId: string, listId: string, companyId: string) =>
    `/api/teams/${teamId}/lists/${listId}/companies/${companyId}`;
  const add = (as: TestUser, teamId: string, listId: string, companyId: string) =>
    t.request(entryPath(teamId, listId, companyId), { as, method: 'PUT' });
  const read = (as: TestUser, teamId: string, listId: string) =>
    t.request(`/api/teams/${teamId}/lists/${listId}/companies`, { as });

  it("shows a member's list to the colleague, with who added each company and when", async () => {
    const list = await createList(owner, teamA.id, 'Q3 targets');
    expect(list).toMatchObject({ name: 'Q3 targets', companyCount: 0, createdBy: { userId: owner.id } });
    const first = await insertCompany(t);
    const second = await insertCompany(t);
    expect((await add(owner, teamA.id, list.id, first.id)).status).toBe(200);
    const added = await add(colleague, teamA.id, list.id, second.id);
    expect(added.status).toBe(200);
    expect((await h.json<{ entry: Entry }>(added)).entry).toMatchObject({
      company: { id: second.id, ticker: second.ticker },
      addedBy: { userId: colleague.id, member: true },
    });
    // Adding it again keeps its first adder.
    const again = await h.json<{ entry: Entry }>(await add(owner, teamA.id, list.id, second.id));
    expect(again.entry.addedBy?.userId).toBe(colleague.id);

    const response = await read(colleague, teamA.id, list.id);
    expect(response.status).toBe(200);
    const body = await h.json<{ list: List; companies: Entry[] }>(response);
    expect(body.list.companyCount).toBe(2);
    expect(body.companies.map((e) => [e.company.id, e.addedBy?.userId])).toEqual([
      [second.id, colleague.id],
      [first.id, owner.id],
    ]);
    expect(Number.isNaN(Date.parse(body.companies[0]?.addedAt ?? ''))).toBe(false);

    const lists = await h.json<{ lists: List[] }>(
      await t.request(`/api/teams/${teamA.id}/lists`, { as: colleague }),
    );
    expect(lists.lists.find((l) => l.id === list.id)?.companyCount).toBe(2);
  });

  it('reads a long list a page at a time, newest first, ties broken so pages never overlap', async () => {
    const list = await createList(owner, teamA.id);
    const companies = await insertCompanies(
      t,
      Array.from({ length: 120 }, () => buildCompany()),
    );
    // Ten companies share each timestamp: the order must still be total.
    await t.db.insert(teamListCompanies).values(
      companies.map((company, i) => ({
        listId: list.id,
        companyId: company.id,
        addedBy: i % 2 ? owner.id : colleague.id,
        addedAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 10))),
      })),
    );
    const page = async (query: string) => {
      const response = await t.request(`/api/teams/${teamA.id}/lists/${list.id}/companies?${query}`, {
        as: colleague,
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return h.json<{ companies: Entry[]; total: number }>(response);
    };
    const all = await page('pageSize=200');
    expect(all.total).toBe(120);
    expect(all.companies).toHaveLength(120);
    const ids = (body: { companies: Entry[] }) => body.companies.map((e) => e.company.id);
    const first = await page('');
    expect(first).toMatchObject({ total: 120 });
    expect(ids(first)).toEqual(ids(all).slice(0, 50));
    const pages = [first, await page('page=2'), await page('page=3&pageSize=50')];
    expect(pages.map((p) => p.companies.length)).toEqual([50, 50, 20]);
    expect(pages.flatMap(ids)).toEqual(ids(all));
    expect(new Set(pages.flatMap(ids)).size).toBe(120);
    expect(ids(all).slice(0, 10).sort()).toEqual(
      companies
        .slice(110)
        .map((c) => c.id)
        .sort(),
    );
    expect(await page('page=4')).toMatchObject({ companies: [], total: 120 });
    expect(ids(await page('page=120&pageSize=1'))).toEqual([ids(all)[119]]);
  });

  it.each(['page=0', 'page=-1', 'page=abc', 'page=1.5', 'page=100001', 'pageSize=0', 'pageSize=201'])(
    'refuses the page %s with a 400',
    async (query) => {
      const list = await createList(owner, teamA.id);
      const response = await t.request(`/api/teams/${teamA.id}/lists/${list.id}/companies?${query}`, {
        as: owner,
      });
      expect(response.status).toBe(400);
    },
  );

  it('takes a company off the list; a company not on it answers 404', async () => {
    const list = await createList(colleague, teamA.id);
    const company = await insertCompany(t);
    await add(owner, teamA.id, list.id, company.id);
    const remove = () =>
      t.request(entryPath(teamA.id, list.id, company.id), { as: colleague, method: 'DELETE' });
    expect((await remove()).status).toBe(204);
    const second = await remove();
    expect(second.status).toBe(404);
    expect(await h.json(second)).toMatchObject({ code: 'COMPANY_NOT_FOUND' });
    expect((await add(owner, teamA.id, list.id, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it("never lets a member of team B read or change team A's lists (IDOR on every route)", async () => {
    const list = await createList(owner, teamA.id);
    const company = await insertCompany(t);
    await add(owner, teamA.id, list.id, company.id);
    const other = await insertCompany(t);
    const before = await t.db.select().from(teamListCompanies).where(eq(teamListCompanies.listId, list.id));

    // Through team A's id: not a member.
    for (const response of [
      await t.request(`/api/teams/${teamA.id}/lists`, { as: rival }),
      await t.request(`/api/teams/${teamA.id}/lists`, { as: rival, json: { name: 'Mine now' } }),
      await read(rival, teamA.id, list.id),
      await t.request(`/api/teams/${teamA.id}/lists/${list.id}/companies?page=1&pageSize=200`, { as: rival }),
      await add(rival, teamA.id, list.id, other.id),
      await t.request(entryPath(teamA.id, list.id, company.id), { as: rival, method: 'DELETE' }),
    ]) {
      expect(response.status).toBe(404);
      expect(await h.json(response)).toMatchObject({ code: 'TEAM_NOT_FOUND' });
    }
    // Through their own team B's id with team A's list id: the list is not B's.
    for (const response of [
      await read(rival, teamB.id, list.id),
      await t.request(`/api/teams/${teamB.id}/lists/${list.id}/companies?page=2`, { as: rival }),
      await add(rival, teamB.id, list.id, other.id),
      await t.request(entryPath(teamB.id, list.id, company.id), { as: rival, method: 'DELETE' }),
    ]) {
      expect(response.status).toBe(404);
      expect(await h.json(response)).toMatchObject({ code: 'TEAM_LIST_NOT_FOUND' });
    }
    const theirs = await h.json<{ lists: List[] }>(
      await t.request(`/api/teams/${teamB.id}/lists`, { as: rival }),
    );
    expect(theirs.lists.map((l) => l.id)).not.toContain(list.id);
    expect(await t.db.select().from(teamListCompanies).where(eq(teamListCompanies.listId, list.id))).toEqual(
      before,
    );
    expect(
      (await t.db.select().from(teamLists).where(eq(teamLists.teamId, teamA.id))).map((l) => l.name),
    ).not.toContain('Mine now');
  });

  it('takes access away from a removed member at once, and keeps what they added, named', async () => {
    const leaver = await t.signUp();
    const team = await h.teamWith(owner, [leaver]);
    const list = await createList(leaver, team.id);
    const company = await insertCompany(t);
    expect((await add(leaver, team.id, list.id, company.id)).status).toBe(200);
    expect((await read(leaver, team.id, list.id)).status).toBe(200);

    const removed = await t.request(`/api/teams/${team.id}/members/${leaver.id}`, {
      as: owner,
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect((await read(leaver, team.id, list.id)).status).toBe(404);
    expect((await add(leaver, team.id, list.id, company.id)).status).toBe(404);
    expect((await t.request(`/api/teams/${team.id}/lists`, { as: leaver })).status).toBe(404);

    const body = await h.json<{ list: List; companies: Entry[] }>(await read(owner, team.id, list.id));
    expect(body.list.createdBy).toMatchObject({ userId: leaver.id, member: false });
    expect(body.companies[0]?.addedBy).toMatchObject({ userId: leaver.id, member: false });
  });

  it('keeps personal lists private and apart: a team list is not a personal list', async () => {
    const list = await createList(owner, teamA.id);
    const personal = await h.json<unknown[]>(await t.request('/api/lists', { as: owner }));
    expect(JSON.stringify(personal)).not.toContain(list.id);
    expect((await t.request(`/api/lists/${list.id}`, { as: owner, method: 'DELETE' })).status).toBe(404);
  });

  it("counts team list companies against nobody's Free limit, which still holds for personal saves", async () => {
    const free = await t.signUp();
    const team = await h.createTeam(free);
    const list = await createList(free, team.id);
    const companies = await Promise.all(
      Array.from({ length: FREE_SAVED_COMPANY_LIMIT + 2 }, () => insertCompany(t)),
    );
    for (const company of companies) expect((await add(free, team.id, list.id, company.id)).status).toBe(200);
    const save = (companyId: string) => t.request('/api/saved-companies', { as: free, json: { companyId } });
    for (const company of companies.slice(0, FREE_SAVED_COMPANY_LIMIT)) {
      expect((await save(company.id)).status).toBe(201);
    }
    const over = await save(companies[FREE_SAVED_COMPANY_LIMIT]?.id ?? '');
    expect(over.status).toBe(403);
    expect(await h.json(over)).toMatchObject({ code: 'PLAN_LIMIT' });
  });

  it.each([{ name: '' }, { name: 'x'.repeat(500) }, { name: 'nul\u0000' }, {}])(
    'refuses the list %j with a 400 and writes nothing',
    async (body) => {
      const before = (await t.db.select().from(teamLists)).length;
      const response = await t.request(`/api/teams/${teamA.id}/lists`, { as: owner, json: body });
      expect(response.status).toBe(400);
      expect((await t.db.select().from(teamLists)).length).toBe(before);
    },
  );

  it('answers a malformed id like one that names nothing: 404, never a 500', async () => {
    expect((await read(owner, teamA.id, 'not-a-uuid')).status).toBe(404);
    expect((await add(owner, teamA.id, '00000000-0000-4000-8000-000000000000', 'x')).status).toBe(404);
  });

  it('needs a browser session, not an API token', async () => {
    const response = await t.request(`/api/teams/${teamA.id}/lists`, { as: owner, auth: 'bearer' });
    expect(response.status).toBe(403);
  });
});
