import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestUser } from '#server/test/create-test-app.ts';
import { invitation, member, organization } from './schema.ts';
import { teamHelpers } from './testing/teams-app.ts';

type Team = { id: string; name: string; slug: string; role: string };
type Members = {
  members: { userId: string; email: string; role: string }[];
  invitations: { id: string; email: string }[];
};

describe('teams routes', async () => {
  const t = await createTestApp();
  const h = teamHelpers(t);
  let owner: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    owner = await t.signUp();
    outsider = await t.signUp();
  });

  const members = async (as: TestUser, teamId: string) =>
    h.json<Members>(await t.request(`/api/teams/${teamId}/members`, { as }));

  describe('creating and listing', () => {
    it('creates a team with the caller as owner and lists it', async () => {
      const response = await t.request('/api/teams', {
        as: owner,
        json: { name: '  Sales West ', slug: 'sales-west' },
      });
      expect(response.status).toBe(201);
      const { team } = await h.json<{ team: Team }>(response);
      expect(team).toMatchObject({ name: 'Sales West', slug: 'sales-west', role: 'owner' });
      const listed = await h.json<{ teams: Team[] }>(await t.request('/api/teams', { as: owner }));
      expect(listed.teams.map((x) => x.id)).toContain(team.id);
      const theirs = await h.json<{ teams: Team[] }>(await t.request('/api/teams', { as: outsider }));
      expect(theirs.teams).toEqual([]);
    });

    it('refuses a slug already taken with 409', async () => {
      await h.createTeam(owner, 'taken-slug');
      const response = await t.request('/api/teams', {
        as: outsider,
        json: { name: 'X', slug: 'taken-slug' },
      });
      expect(response.status).toBe(409);
      expect(await h.json(response)).toMatchObject({ code: 'TEAM_SLUG_TAKEN' });
    });

    it.each([
      { name: 'A', slug: 'a'.repeat(200) },
      { name: 'A', slug: 'Upper' },
      { name: 'A', slug: '-edge' },
      { name: '', slug: 'ok' },
      { name: 'x'.repeat(101), slug: 'ok' },
      { name: 'nul\u0000name', slug: 'ok' },
      { name: 'A', slug: 'nul\u0000' },
      { slug: 'ok' },
    ])('refuses %j with a 400 and writes nothing', async (body) => {
      const before = (await t.db.select().from(organization)).length;
      const response = await t.request('/api/teams', { as: owner, json: body });
      expect(response.status).toBe(400);
      expect((await t.db.select().from(organization)).length).toBe(before);
    });

    it("closes the plugin's own endpoints: every team write goes through the validated routes", async () => {
      const response = await t.request('/api/auth/organization/create', {
        as: owner,
        json: { name: 'A', slug: 'a'.repeat(200) },
      });
      expect(response.status).toBe(404);
    });

    it('needs a browser session, not an API token', async () => {
      const response = await t.request('/api/teams', { as: owner, auth: 'bearer' });
      expect(response.status).toBe(403);
    });

    it('switches the active team, only to a team of the caller', async () => {
      const team = await h.createTeam(owner);
      const other = await h.createTeam(outsider);
      const put = (as: TestUser, teamId: string | null) =>
        t.request('/api/teams/active', { as, method: 'PUT', json: { teamId } });
      expect((await put(owner, other.id)).status).toBe(404);
      expect((await put(owner, team.id)).status).toBe(204);
      const listed = await h.json<{ activeTeamId: string }>(await t.request('/api/teams', { as: owner }));
      expect(listed.activeTeamId).toBe(team.id);
      expect((await put(owner, null)).status).toBe(204);
    });
  });

  describe('invitations', () => {
    it('mails a link whose token lets that address, and only it, join once', async () => {
      const team = await h.createTeam(owner);
      const invitee = await t.signUp();
      const response = await h.invite(owner, team.id, invitee.email.toUpperCase(), 'admin');
      expect(response.status).toBe(201);
      const token = await h.invitationToken(invitee.email);
      expect((await h.accept(outsider, token)).status).toBe(403);
      const accepted = await h.accept(invitee, token);
      expect(accepted.status).toBe(200);
      expect((await h.json<{ team: Team }>(accepted)).team).toMatchObject({ id: team.id, role: 'admin' });
      const again = await h.accept(invitee, token);
      expect(again.status).toBe(410);
      expect(await h.json(again)).toMatchObject({ code: 'INVITATION_USED' });
    });

    it('says when an invitation expired or was revoked, or never existed', async () => {
      const team = await h.createTeam(owner);
      const late = await t.signUp();
      await h.invite(owner, team.id, late.email);
      const lateToken = await h.invitationToken(late.email);
      await t.db
        .update(invitation)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitation.id, lateToken));
      const expired = await h.accept(late, lateToken);
      expect(expired.status).toBe(410);
      expect(await h.json(expired)).toMatchObject({ code: 'INVITATION_EXPIRED' });

      const revokedUser = await t.signUp();
      await h.invite(owner, team.id, revokedUser.email);
      const token = await h.invitationToken(revokedUser.email);
      const revoke = (as: TestUser, teamId: string) =>
        t.request(`/api/teams/${teamId}/invitations/${token}`, { as, method: 'DELETE' });
      expect((await revoke(outsider, team.id)).status).toBe(404);
      expect((await revoke(owner, team.id)).status).toBe(204);
      expect((await revoke(owner, team.id)).status).toBe(404);
      const revoked = await h.accept(revokedUser, token);
      expect(revoked.status).toBe(410);
      expect(await h.json(revoked)).toMatchObject({ code: 'INVITATION_REVOKED' });

      expect((await h.accept(revokedUser, 'no-such-token')).status).toBe(404);
    });

    it('refuses a duplicate invitation, a member, and a team past its 3 free seats', async () => {
      const a = await t.signUp();
      const team = await h.teamWith(owner, [a]);
      const b = `b-${Date.now()}@example.com`;
      expect((await h.invite(owner, team.id, b)).status).toBe(201);
      const duplicate = await h.invite(owner, team.id, b);
      expect(duplicate.status).toBe(409);
      expect(await h.json(duplicate)).toMatchObject({ code: 'ALREADY_INVITED' });
      const already = await h.invite(owner, team.id, a.email);
      expect(await h.json(already)).toMatchObject({ code: 'ALREADY_MEMBER' });
      const full = await h.invite(owner, team.id, `c-${Date.now()}@example.com`);
      expect(full.status).toBe(403);
      expect(await h.json(full)).toMatchObject({ code: 'TEAM_FULL' });
    });

    it('refuses 1,000 addresses at once with a 400 and writes nothing', async () => {
      const team = await h.createTeam(owner);
      const emails = Array.from({ length: 1000 }, (_, i) => `bulk${i}@example.com`);
      const response = await t.request(`/api/teams/${team.id}/invitations`, {
        as: owner,
        json: { email: emails, role: 'member' },
      });
      expect(response.status).toBe(400);
      expect(await t.db.select().from(invitation).where(eq(invitation.organizationId, team.id))).toEqual([]);
    });

    it('lets only owners and admins invite; other teams answer 404', async () => {
      const plain = await t.signUp();
      const team = await h.teamWith(owner, [plain]);
      const byMember = await h.invite(plain, team.id, 'someone@example.com');
      expect(byMember.status).toBe(403);
      expect(await h.json(byMember)).toMatchObject({ code: 'TEAM_ROLE_REQUIRED' });
      expect((await h.invite(outsider, team.id, 'someone@example.com')).status).toBe(404);
      expect((await members(plain, team.id)).invitations).toEqual([]);
    });
  });

  describe('members and roles', () => {
    it('never shows a team to a non-member (IDOR)', async () => {
      const team = await h.createTeam(owner);
      const response = await t.request(`/api/teams/${team.id}/members`, { as: outsider });
      expect(response.status).toBe(404);
      expect(await h.json(response)).toMatchObject({ code: 'TEAM_NOT_FOUND' });
      const role = await t.request(`/api/teams/${team.id}/members/${owner.id}`, {
        as: outsider,
        method: 'PATCH',
        json: { role: 'member' },
      });
      expect(role.status).toBe(404);
      const remove = await t.request(`/api/teams/${team.id}/members/${owner.id}`, {
        as: outsider,
        method: 'DELETE',
      });
      expect(remove.status).toBe(404);
    });

    it('keeps the last owner, and transfers ownership by promote then step down', async () => {
      const next = await t.signUp();
      const team = await h.teamWith(owner, [next]);
      const setRole = (as: TestUser, userId: string, role: string) =>
        t.request(`/api/teams/${team.id}/members/${userId}`, { as, method: 'PATCH', json: { role } });
      const demote = await setRole(owner, owner.id, 'admin');
      expect(demote.status).toBe(409);
      expect(await h.json(demote)).toMatchObject({ code: 'LAST_OWNER' });
      const leave = await t.request(`/api/teams/${team.id}/members/${owner.id}`, {
        as: owner,
        method: 'DELETE',
      });
      expect(await h.json(leave)).toMatchObject({ code: 'LAST_OWNER' });
      expect((await setRole(next, owner.id, 'member')).status).toBe(403);
      expect((await setRole(owner, next.id, 'owner')).status).toBe(204);
      expect((await setRole(owner, owner.id, 'admin')).status).toBe(204);
      const roles = Object.fromEntries((await members(next, team.id)).members.map((m) => [m.userId, m.role]));
      expect(roles).toEqual({ [owner.id]: 'admin', [next.id]: 'owner' });
    });

    it('transfers ownership in one step, by an owner only, to a member of the team', async () => {
      const next = await t.signUp();
      const admin = await t.signUp();
      const team = await h.teamWith(owner, [next, admin]);
      const transfer = (as: TestUser, teamId: string, userId: string) =>
        t.request(`/api/teams/${teamId}/transfer`, { as, json: { userId } });
      await t.request(`/api/teams/${team.id}/members/${admin.id}`, {
        as: owner,
        method: 'PATCH',
        json: { role: 'admin' },
      });
      const byAdmin = await transfer(admin, team.id, admin.id);
      expect(byAdmin.status).toBe(403);
      expect(await h.json(byAdmin)).toMatchObject({ code: 'TEAM_ROLE_REQUIRED' });
      expect((await transfer(outsider, team.id, outsider.id)).status).toBe(404);
      expect((await transfer(owner, team.id, outsider.id)).status).toBe(404);
      expect((await transfer(owner, team.id, owner.id)).status).toBe(400);
      expect((await transfer(owner, team.id, next.id)).status).toBe(204);
      const roles = Object.fromEntries((await members(next, team.id)).members.map((m) => [m.userId, m.role]));
      expect(roles).toEqual({ [owner.id]: 'admin', [next.id]: 'owner', [admin.id]: 'admin' });
      expect((await transfer(owner, team.id, next.id)).status).toBe(403);
    });

    it('an admin cannot make an owner; a role change counts on the next request', async () => {
      const admin = await t.signUp();
      const plain = await t.signUp();
      const team = await h.teamWith(owner, [admin, plain]);
      const setRole = (as: TestUser, userId: string, role: string) =>
        t.request(`/api/teams/${team.id}/members/${userId}`, { as, method: 'PATCH', json: { role } });
      expect((await setRole(owner, admin.id, 'admin')).status).toBe(204);
      expect((await setRole(admin, plain.id, 'owner')).status).toBe(403);
      expect((await setRole(admin, plain.id, 'admin')).status).toBe(204);
      expect((await setRole(owner, plain.id, 'member')).status).toBe(204);
      expect((await h.invite(plain, team.id, 'x@example.com')).status).toBe(403);
      expect((await setRole(owner, 'nobody', 'member')).status).toBe(404);
    });

    it('removing a member takes their access away at once; a member may leave', async () => {
      const gone = await t.signUp();
      const leaver = await t.signUp();
      const team = await h.teamWith(owner, [gone, leaver]);
      expect((await t.request(`/api/teams/${team.id}/members`, { as: gone })).status).toBe(200);
      expect(
        (await t.request(`/api/teams/${team.id}/members/${owner.id}`, { as: gone, method: 'DELETE' })).status,
      ).toBe(403);
      const removed = await t.request(`/api/teams/${team.id}/members/${gone.id}`, {
        as: owner,
        method: 'DELETE',
      });
      expect(removed.status).toBe(204);
      expect((await t.request(`/api/teams/${team.id}/members`, { as: gone })).status).toBe(404);
      const left = await t.request(`/api/teams/${team.id}/members/${leaver.id}`, {
        as: leaver,
        method: 'DELETE',
      });
      expect(left.status).toBe(204);
      const rows = await t.db.select().from(member).where(eq(member.organizationId, team.id));
      expect(rows.map((row) => row.userId)).toEqual([owner.id]);
    });
  });
});
