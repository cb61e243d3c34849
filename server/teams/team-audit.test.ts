import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { user } from '#server/accounts/auth-tables.ts';
import { insertCompany } from '#server/companies/testing/companies.ts';
import { createTestApp, type TestUser } from '#server/test/create-test-app.ts';
import { teamAudit } from './schema.ts';
import { teamHelpers } from './testing/teams-app.ts';

type Entry = {
  at: string;
  actor: { name: string; email: string } | null;
  action: string;
  detail: Record<string, unknown>;
};
type Page = { entries: Entry[]; next: string | null };

describe('team audit log', async () => {
  const t = await createTestApp();
  const h = teamHelpers(t);
  let owner: TestUser;
  let ben: TestUser;
  let rival: TestUser;

  beforeAll(async () => {
    owner = await t.signUp();
    ben = await t.signUp();
    rival = await t.signUp();
  });

  const audit = (as: TestUser, teamId: string, query = '') =>
    t.request(`/api/teams/${teamId}/audit${query}`, { as });
  const entries = async (as: TestUser, teamId: string) =>
    (await h.json<Page>(await audit(as, teamId, '?limit=100'))).entries;
  const ok = async (response: Response, status = 200) => {
    expect(response.status, await response.clone().text()).toBe(status);
    return response;
  };
  const join = async (by: TestUser, teamId: string, who: TestUser) => {
    await ok(await h.invite(by, teamId, who.email), 201);
    const token = await h.invitationToken(who.email);
    await ok(await h.accept(who, token));
    return token;
  };

  it('records every membership and sharing change, newest first, naming who did it, never a token', async () => {
    const team = await h.createTeam(owner);
    const tokens = [await join(owner, team.id, ben)];
    const invited = await h.json<{ invitation: { id: string } }>(
      await ok(await h.invite(owner, team.id, 'carl@example.com', 'admin'), 201),
    );
    tokens.push(invited.invitation.id);
    await ok(
      await t.request(`/api/teams/${team.id}/invitations/${invited.invitation.id}`, {
        as: owner,
        method: 'DELETE',
      }),
      204,
    );
    await ok(
      await t.request(`/api/teams/${team.id}/members/${ben.id}`, {
        as: owner,
        method: 'PATCH',
        json: { role: 'admin' },
      }),
      204,
    );

    const { list } = await h.json<{ list: { id: string } }>(
      await ok(await t.request(`/api/teams/${team.id}/lists`, { as: ben, json: { name: 'East' } }), 201),
    );
    const listPath = `/api/teams/${team.id}/lists/${list.id}`;
    const company = await insertCompany(t);
    await ok(await t.request(`${listPath}/companies/${company.id}`, { as: ben, method: 'PUT' }));
    // Adding it again changes nothing, so it records nothing.
    await ok(await t.request(`${listPath}/companies/${company.id}`, { as: ben, method: 'PUT' }));
    await ok(await t.request(`${listPath}/companies/${company.id}`, { as: owner, method: 'DELETE' }), 204);
    await ok(await t.request(listPath, { as: owner, method: 'PATCH', json: { name: 'East coast' } }));
    await ok(await t.request(listPath, { as: owner, method: 'DELETE' }), 204);

    await ok(await t.request(`/api/teams/${team.id}/transfer`, { as: owner, json: { userId: ben.id } }), 204);
    const cara = await t.signUp();
    tokens.push(await join(ben, team.id, cara));
    await ok(
      await t.request(`/api/teams/${team.id}/members/${cara.id}`, { as: cara, method: 'DELETE' }),
      204,
    );
    const dan = await t.signUp();
    tokens.push(await join(ben, team.id, dan));
    await ok(await t.request(`/api/teams/${team.id}/members/${dan.id}`, { as: ben, method: 'DELETE' }), 204);

    const response = await ok(await audit(owner, team.id, '?limit=100'));
    const text = await response.clone().text();
    for (const token of tokens) expect(text).not.toContain(token);
    const log = (await h.json<Page>(response)).entries;
    expect(log.map((e) => [e.action, e.actor?.email ?? null])).toEqual([
      ['member.removed', ben.email],
      ['invitation.accepted', dan.email],
      ['invitation.sent', ben.email],
      ['member.left', cara.email],
      ['invitation.accepted', cara.email],
      ['invitation.sent', ben.email],
      ['team.ownership_transferred', owner.email],
      ['list.deleted', owner.email],
      ['list.renamed', owner.email],
      ['list.company_removed', owner.email],
      ['list.company_added', ben.email],
      ['list.created', ben.email],
      ['member.role_changed', owner.email],
      ['invitation.revoked', owner.email],
      ['invitation.sent', owner.email],
      ['invitation.accepted', ben.email],
      ['invitation.sent', owner.email],
      ['team.created', owner.email],
    ]);
    const byAction = (action: string) => log.find((e) => e.action === action)?.detail;
    expect(byAction('member.role_changed')).toMatchObject({ email: ben.email, from: 'member', to: 'admin' });
    expect(byAction('invitation.revoked')).toEqual({ email: 'carl@example.com', role: 'admin' });
    expect(byAction('list.renamed')).toMatchObject({ from: 'East', to: 'East coast' });
    expect(byAction('list.company_added')).toMatchObject({ listName: 'East', ticker: company.ticker });
    expect(byAction('team.ownership_transferred')).toMatchObject({ email: ben.email });
    expect(log[0]?.actor).toEqual({ name: expect.any(String), email: ben.email });
    expect(Number.isNaN(Date.parse(log[0]?.at ?? ''))).toBe(false);

    // Keyset pages of 5 walk the same entries, each once.
    const walked: Entry[] = [];
    let next: string | null = null;
    do {
      const page: Page = await h.json<Page>(
        await ok(await audit(ben, team.id, `?limit=5${next ? `&before=${next}` : ''}`)),
      );
      expect(page.entries.length).toBeLessThanOrEqual(5);
      walked.push(...page.entries);
      next = page.next;
    } while (next);
    expect(walked).toEqual(log);
  });

  it('shows the log to owners and admins only; another team answers 404 and pages nothing', async () => {
    const member = await t.signUp();
    const team = await h.teamWith(owner, [member]);
    const theirs = await h.createTeam(rival);
    const forbidden = await audit(member, team.id);
    expect(forbidden.status).toBe(403);
    expect(await h.json(forbidden)).toMatchObject({ code: 'TEAM_ROLE_REQUIRED' });
    const hidden = await audit(rival, team.id);
    expect(hidden.status).toBe(404);
    expect(await h.json(hidden)).toMatchObject({ code: 'TEAM_NOT_FOUND' });

    // A cursor from team A used on team B finds nothing of A.
    const [first] = await t.db.select().from(teamAudit).where(eq(teamAudit.teamId, team.id)).limit(1);
    const crossed = await h.json<Page>(await ok(await audit(rival, theirs.id, `?before=${first?.id}`)));
    expect(crossed.entries).toEqual([]);
    const own = await entries(rival, theirs.id);
    expect(own.map((e) => e.action)).toEqual(['team.created']);
  });

  it.each(['?limit=0', '?limit=101', '?limit=abc', '?before=not-a-uuid', '?before=%00'])(
    'refuses %s with 400',
    async (query) => {
      const team = await h.createTeam(owner);
      const response = await audit(owner, team.id, query);
      expect(response.status).toBe(400);
      // A NUL is refused before validation, by the app-wide input check.
      expect(await h.json(response)).toMatchObject({
        code: expect.stringMatching(/^(VALIDATION_FAILED|INVALID_CHARACTERS)$/),
      });
    },
  );

  it("keeps the actor's name and e-mail once their account is gone", async () => {
    const gone = await t.signUp();
    const team = await h.teamWith(owner, [gone]);
    await ok(await t.request(`/api/teams/${team.id}/lists`, { as: gone, json: { name: 'Theirs' } }), 201);
    await t.db.delete(user).where(eq(user.id, gone.id));
    const created = (await entries(owner, team.id)).find((e) => e.action === 'list.created');
    expect(created?.actor).toMatchObject({ email: gone.email });
    const [row] = await t.db
      .select()
      .from(teamAudit)
      .where(and(eq(teamAudit.teamId, team.id), eq(teamAudit.action, 'list.created')));
    expect(row?.actorId).toBeNull();
  });

  it('writes no entry for a change that was refused', async () => {
    const team = await h.createTeam(owner);
    const before = await entries(owner, team.id);
    const { list } = await h.json<{ list: { id: string } }>(
      await ok(await t.request(`/api/teams/${team.id}/lists`, { as: owner, json: { name: 'One' } }), 201),
    );
    await ok(await t.request(`/api/teams/${team.id}/lists`, { as: owner, json: { name: 'Two' } }), 201);
    const listPath = `/api/teams/${team.id}/lists/${list.id}`;
    expect((await t.request(listPath, { as: owner, method: 'PATCH', json: { name: 'two' } })).status).toBe(
      409,
    );
    expect((await t.request(listPath, { as: owner, method: 'PATCH', json: { name: '' } })).status).toBe(400);
    expect(
      (await t.request(`/api/teams/${team.id}/lists`, { as: owner, json: { name: 'ONE' } })).status,
    ).toBe(409);
    const after = await entries(owner, team.id);
    expect(after.map((e) => e.action)).toEqual([
      'list.created',
      'list.created',
      ...before.map((e) => e.action),
    ]);
  });
});
