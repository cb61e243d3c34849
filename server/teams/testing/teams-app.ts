import { latestMail } from '#server/mail/outbox.ts';
import type { TestApp, TestUser } from '#server/test/create-test-app.ts';

/** Test helpers for team routes: create a team, invite, read the invitation's token from the outbox. */
export function teamHelpers(t: TestApp) {
  let sequence = 0;
  const json = async <T>(response: Response) => (await response.json()) as T;

  async function createTeam(owner: TestUser, slug = `team-${Date.now()}-${++sequence}`) {
    const response = await t.request('/api/teams', { as: owner, json: { name: 'Sales East', slug } });
    if (response.status !== 201) throw new Error(`create team: ${response.status} ${await response.text()}`);
    return (await json<{ team: { id: string; slug: string } }>(response)).team;
  }

  async function invite(by: TestUser, teamId: string, email: string, role: 'admin' | 'member' = 'member') {
    return t.request(`/api/teams/${teamId}/invitations`, { as: by, json: { email, role } });
  }

  /** The token the invitation mail's link carries (its last path segment). */
  async function invitationToken(email: string): Promise<string> {
    const mail = await latestMail(t.config.DATA_DIR, email, 'invited you');
    const link = mail?.links[0];
    if (!link) throw new Error(`no invitation mail to ${email}`);
    return decodeURIComponent(new URL(link).pathname.split('/').at(-1) ?? '');
  }

  const accept = (as: TestUser, token: string) =>
    t.request(`/api/teams/invitations/${token}/accept`, { as, method: 'POST' });

  /** Owner creates a team and `others` join it as members. */
  async function teamWith(owner: TestUser, others: TestUser[]) {
    const team = await createTeam(owner);
    for (const other of others) {
      await invite(owner, team.id, other.email);
      const response = await accept(other, await invitationToken(other.email));
      if (response.status !== 200) throw new Error(`accept: ${response.status} ${await response.text()}`);
    }
    return team;
  }

  return { json, createTeam, invite, invitationToken, accept, teamWith };
}
