import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user as userTable } from '#server/accounts/schema.ts';
import { insertCompany } from '#server/companies/testing/companies.ts';
import { createTestApp, type TestUser } from '#server/test/create-test-app.ts';
import { member, organization, teamCompanyNotes, teamListCompanies, teamLists } from './schema.ts';
import { teamHelpers } from './testing/teams-app.ts';

/** Deleting an account never leaves a team without an owner (ADR 0318). */
describe('account deletion and teams', async () => {
  const t = await createTestApp();
  const h = teamHelpers(t);
  const remove = (user: TestUser) =>
    t.request('/api/account/delete', { as: user, json: { password: user.password } });
  const exists = async (user: TestUser) =>
    (await t.db.select().from(userTable).where(eq(userTable.id, user.id))).length === 1;

  it('deletes a team its owner is alone on, with its lists and notes', async () => {
    const solo = await t.signUp();
    const team = await h.createTeam(solo);
    const company = await insertCompany(t);
    const created = await t.request(`/api/teams/${team.id}/lists`, { as: solo, json: { name: 'Mine' } });
    const { list } = (await created.json()) as { list: { id: string } };
    await t.request(`/api/teams/${team.id}/lists/${list.id}/companies/${company.id}`, {
      as: solo,
      method: 'PUT',
    });
    expect((await remove(solo)).status).toBe(204);
    expect(await t.db.select().from(organization).where(eq(organization.id, team.id))).toEqual([]);
    expect(await t.db.select().from(teamLists).where(eq(teamLists.teamId, team.id))).toEqual([]);
    expect(await t.db.select().from(teamListCompanies).where(eq(teamListCompanies.listId, list.id))).toEqual(
      [],
    );
  });

  it('refuses the only owner of a team with members (409, nothing deleted), and works after a transfer', async () => {
    const owner = await t.signUp();
    const colleague = await t.signUp();
    const team = await h.teamWith(owner, [colleague]);
    const company = await insertCompany(t);
    const created = await t.request(`/api/teams/${team.id}/lists`, { as: owner, json: { name: 'Shared' } });
    const { list } = (await created.json()) as { list: { id: string } };
    await t.request(`/api/teams/${team.id}/lists/${list.id}/companies/${company.id}`, {
      as: owner,
      method: 'PUT',
    });
    await t.request(`/api/teams/${team.id}/companies/${company.id}/notes`, {
      as: owner,
      json: { body: 'Mine' },
    });

    const refused = await remove(owner);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'TEAM_OWNERSHIP_TRANSFER_REQUIRED',
      error: expect.stringMatching(/"Sales East".*transfer ownership/),
    });
    expect(await exists(owner)).toBe(true);

    expect(
      (await t.request(`/api/teams/${team.id}/transfer`, { as: owner, json: { userId: colleague.id } }))
        .status,
    ).toBe(204);
    expect((await remove(owner)).status).toBe(204);
    expect(await exists(owner)).toBe(false);
    const rows = await t.db.select().from(member).where(eq(member.organizationId, team.id));
    expect(rows.map((row) => [row.userId, row.role])).toEqual([[colleague.id, 'owner']]);
    // The list stays the team's, its adder now unknown; the departed account's notes went with it.
    const read = await t.request(`/api/teams/${team.id}/lists/${list.id}/companies`, { as: colleague });
    const body = (await read.json()) as { list: { createdBy: unknown }; companies: { addedBy: unknown }[] };
    expect(body.list.createdBy).toBeNull();
    expect(body.companies).toEqual([expect.objectContaining({ addedBy: null })]);
    expect(await t.db.select().from(teamCompanyNotes).where(eq(teamCompanyNotes.teamId, team.id))).toEqual(
      [],
    );
  });

  it('lets a member (not an owner) delete their account: the team goes on', async () => {
    const owner = await t.signUp();
    const plain = await t.signUp();
    const team = await h.teamWith(owner, [plain]);
    expect((await remove(plain)).status).toBe(204);
    const rows = await t.db.select().from(member).where(eq(member.organizationId, team.id));
    expect(rows.map((row) => row.userId)).toEqual([owner.id]);
  });
});
