import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '#server/db/open-database.ts';
import {
  postJson,
  signUpThrough,
  startTwoAppProcesses,
  type TwoAppProcesses,
} from '#server/test/app-processes.ts';
import { TEST_ORIGIN } from '#server/test/create-test-app.ts';
import { invitation } from './schema.ts';

const template = inject('postgresTemplate');

/** A member removed on one instance is refused by the other within a second (its session cache on), lists too. */
describe.skipIf(!template)('team removal across two server processes (PostgreSQL)', () => {
  let apps: TwoAppProcesses;
  beforeAll(async () => {
    apps = await startTwoAppProcesses(template, { SESSION_CACHE_SECONDS: '30' });
  }, 60_000);
  afterAll(() => apps?.stop());

  async function tokenFor(email: string): Promise<string> {
    const database = await openDatabase({ databaseUrl: apps.databaseUrl, poolSize: 1 });
    try {
      const [row] = await database.db.select().from(invitation).where(eq(invitation.email, email));
      if (!row) throw new Error(`no invitation for ${email}`);
      return row.id;
    } finally {
      await database.close();
    }
  }

  it('refuses the removed member on the other instance within a second', { timeout: 30_000 }, async () => {
    const ownerCookie = await signUpThrough(apps.a.url, `owner-${Date.now()}@example.com`, '10.0.0.1');
    const memberEmail = `member-${Date.now()}@example.com`;
    const memberCookie = await signUpThrough(apps.b.url, memberEmail, '10.0.0.2');
    const created = await postJson(
      apps.a.url,
      '/api/teams',
      { name: 'Two', slug: `two-${Date.now()}` },
      {
        cookie: ownerCookie,
      },
    );
    const { team } = (await created.json()) as { team: { id: string } };
    const invited = await postJson(
      apps.a.url,
      `/api/teams/${team.id}/invitations`,
      { email: memberEmail, role: 'member' },
      { cookie: ownerCookie },
    );
    expect(invited.status).toBe(201);
    const accepted = await postJson(
      apps.b.url,
      `/api/teams/invitations/${await tokenFor(memberEmail)}/accept`,
      {},
      { cookie: memberCookie },
    );
    expect(accepted.status).toBe(200);
    const readMembers = () =>
      fetch(`${apps.b.url}/api/teams/${team.id}/members`, { headers: { cookie: memberCookie } });
    const listCreated = await postJson(
      apps.a.url,
      `/api/teams/${team.id}/lists`,
      { name: 'Shared' },
      { cookie: ownerCookie },
    );
    const { list } = (await listCreated.json()) as { list: { id: string } };
    const readList = () =>
      fetch(`${apps.b.url}/api/teams/${team.id}/lists/${list.id}/companies`, {
        headers: { cookie: memberCookie },
      });
    expect((await readList()).status).toBe(200);
    const before = await readMembers();
    expect(before.status).toBe(200);
    const members = (await before.json()) as { members: { userId: string; email: string }[] };
    const memberId = members.members.find((m) => m.email === memberEmail)?.userId;

    const removed = await fetch(`${apps.a.url}/api/teams/${team.id}/members/${memberId}`, {
      method: 'DELETE',
      headers: { cookie: ownerCookie, origin: TEST_ORIGIN },
    });
    expect(removed.status).toBe(204);
    const removedAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - removedAt < 1000) status = (await readMembers()).status;
    expect(status).toBe(404);
    expect(Date.now() - removedAt).toBeLessThan(1000);
    // The shared list is refused on the other instance too: membership is read on every request, never cached.
    expect((await readList()).status).toBe(404);
  });
});
