import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '#server/companies/testing/companies.ts';
import { createTestApp, type TestUser } from '#server/test/create-test-app.ts';
import { teamCompanyNotes } from './schema.ts';
import { teamHelpers } from './testing/teams-app.ts';

type Note = {
  id: string;
  body: string;
  mine: boolean;
  author: { userId: string; name: string; member: boolean };
  createdAt: string;
  updatedAt: string;
};

describe('team notes on a company', async () => {
  const t = await createTestApp();
  const h = teamHelpers(t);
  let owner: TestUser;
  let colleague: TestUser;
  let rival: TestUser;
  let teamA: { id: string };
  let teamB: { id: string };
  let company: { id: string };

  beforeAll(async () => {
    owner = await t.signUp();
    colleague = await t.signUp();
    rival = await t.signUp();
    teamA = await h.teamWith(owner, [colleague]);
    teamB = await h.createTeam(rival);
    company = await insertCompany(t);
    await putOnNewList(owner, teamA.id, company.id);
  });

  let listSequence = 0;
  /** Notes are for team companies: a new list of the team holding the company; returns the list's entry path. */
  const putOnNewList = async (as: TestUser, teamId: string, companyId: string) => {
    const created = await t.request(`/api/teams/${teamId}/lists`, {
      as,
      json: { name: `Accounts ${++listSequence}` },
    });
    const { list } = await h.json<{ list: { id: string } }>(created);
    const entry = `/api/teams/${teamId}/lists/${list.id}/companies/${companyId}`;
    expect((await t.request(entry, { as, method: 'PUT' })).status).toBe(200);
    return entry;
  };

  const notesPath = (teamId: string, companyId = company.id) =>
    `/api/teams/${teamId}/companies/${companyId}/notes`;
  const notePath = (teamId: string, noteId: string) => `/api/teams/${teamId}/notes/${noteId}`;
  const addNote = async (
    as: TestUser,
    teamId: string,
    body = 'Their CFO asked about SOC 2 in the Q2 call',
  ) => {
    const response = await t.request(notesPath(teamId), { as, json: { body } });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await h.json<{ note: Note }>(response)).note;
  };
  const readNotes = async (as: TestUser, teamId: string) =>
    (await h.json<{ notes: Note[] }>(await t.request(notesPath(teamId), { as }))).notes;

  it('shows a note to the whole team with its author and time; only the author edits or deletes it', async () => {
    const note = await addNote(owner, teamA.id, '  Renewal is in March.  ');
    expect(note).toMatchObject({
      body: 'Renewal is in March.',
      mine: true,
      author: { userId: owner.id, member: true },
    });
    const seen = await readNotes(colleague, teamA.id);
    expect(seen.find((n) => n.id === note.id)).toMatchObject({ mine: false, author: { userId: owner.id } });

    const byColleague = await t.request(notePath(teamA.id, note.id), {
      as: colleague,
      method: 'PATCH',
      json: { body: 'Overwritten' },
    });
    expect(byColleague.status).toBe(403);
    expect(await h.json(byColleague)).toMatchObject({ code: 'NOTE_AUTHOR_REQUIRED' });
    expect((await t.request(notePath(teamA.id, note.id), { as: colleague, method: 'DELETE' })).status).toBe(
      403,
    );

    const edited = await t.request(notePath(teamA.id, note.id), {
      as: owner,
      method: 'PATCH',
      json: { body: 'Renewal moved to April.' },
    });
    expect(edited.status).toBe(200);
    expect((await h.json<{ note: Note }>(edited)).note.body).toBe('Renewal moved to April.');
    expect((await t.request(notePath(teamA.id, note.id), { as: owner, method: 'DELETE' })).status).toBe(204);
    expect((await readNotes(colleague, teamA.id)).map((n) => n.id)).not.toContain(note.id);
  });

  it("never lets a member of team B read or change team A's notes (IDOR on every route)", async () => {
    const note = await addNote(owner, teamA.id);
    for (const response of [
      await t.request(notesPath(teamA.id), { as: rival }),
      await t.request(notesPath(teamA.id), { as: rival, json: { body: 'planted' } }),
      await t.request(notePath(teamA.id, note.id), { as: rival, method: 'PATCH', json: { body: 'x' } }),
      await t.request(notePath(teamA.id, note.id), { as: rival, method: 'DELETE' }),
    ]) {
      expect(response.status).toBe(404);
      expect(await h.json(response)).toMatchObject({ code: 'TEAM_NOT_FOUND' });
    }
    for (const response of [
      await t.request(notePath(teamB.id, note.id), { as: rival, method: 'PATCH', json: { body: 'x' } }),
      await t.request(notePath(teamB.id, note.id), { as: rival, method: 'DELETE' }),
    ]) {
      expect(response.status).toBe(404);
      expect(await h.json(response)).toMatchObject({ code: 'TEAM_NOTE_NOT_FOUND' });
    }
    expect((await readNotes(rival, teamB.id)).map((n) => n.id)).not.toContain(note.id);
    const [row] = await t.db.select().from(teamCompanyNotes).where(eq(teamCompanyNotes.id, note.id));
    expect(row?.body).toBe(note.body);
  });

  it('keeps a removed member’s notes, still named, and takes their access away at once', async () => {
    const leaver = await t.signUp();
    const team = await h.teamWith(owner, [leaver]);
    await putOnNewList(owner, team.id, company.id);
    const note = await addNote(leaver, team.id, 'Met their CISO at RSA.');
    const removed = await t.request(`/api/teams/${team.id}/members/${leaver.id}`, {
      as: owner,
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect((await t.request(notesPath(team.id), { as: leaver })).status).toBe(404);
    expect((await t.request(notePath(team.id, note.id), { as: leaver, method: 'DELETE' })).status).toBe(404);
    const kept = (await readNotes(owner, team.id)).find((n) => n.id === note.id);
    expect(kept).toMatchObject({
      body: 'Met their CISO at RSA.',
      author: { userId: leaver.id, member: false },
    });
  });

  it("refuses a note on a company on none of the team's lists (409), even one on another team's list", async () => {
    const elsewhere = await insertCompany(t);
    await putOnNewList(rival, teamB.id, elsewhere.id);
    const before = (await t.db.select().from(teamCompanyNotes)).length;
    const response = await t.request(notesPath(teamA.id, elsewhere.id), { as: owner, json: { body: 'Hi' } });
    expect(response.status).toBe(409);
    expect(await h.json(response)).toMatchObject({ code: 'NOT_TEAM_COMPANY' });
    expect((await t.db.select().from(teamCompanyNotes)).length).toBe(before);
    // Reading the (empty) notes of a catalogue company stays allowed.
    expect((await t.request(notesPath(teamA.id, elsewhere.id), { as: owner })).status).toBe(200);
  });

  it('keeps a note readable and editable by its author once its company has left every list', async () => {
    const former = await insertCompany(t);
    const entry = await putOnNewList(owner, teamA.id, former.id);
    const added = await t.request(notesPath(teamA.id, former.id), {
      as: colleague,
      json: { body: 'Warm lead' },
    });
    expect(added.status).toBe(201);
    const { note } = await h.json<{ note: Note }>(added);
    expect((await t.request(entry, { as: owner, method: 'DELETE' })).status).toBe(204);

    const seen = await h.json<{ notes: Note[] }>(
      await t.request(notesPath(teamA.id, former.id), { as: owner }),
    );
    expect(seen.notes.map((n) => n.body)).toEqual(['Warm lead']);
    const edited = await t.request(notePath(teamA.id, note.id), {
      as: colleague,
      method: 'PATCH',
      json: { body: 'Went cold' },
    });
    expect(edited.status).toBe(200);
    const another = await t.request(notesPath(teamA.id, former.id), {
      as: colleague,
      json: { body: 'More' },
    });
    expect(another.status).toBe(409);
    expect((await t.request(notePath(teamA.id, note.id), { as: colleague, method: 'DELETE' })).status).toBe(
      204,
    );
  });

  it.each([{ body: '' }, { body: '   ' }, { body: 'x'.repeat(1001) }, { body: 'nul\u0000' }, {}])(
    'refuses the note %j with a 400 and writes nothing',
    async (body) => {
      const before = (await t.db.select().from(teamCompanyNotes)).length;
      const response = await t.request(notesPath(teamA.id), { as: owner, json: body });
      expect(response.status).toBe(400);
      expect((await t.db.select().from(teamCompanyNotes)).length).toBe(before);
    },
  );

  it('answers 404 for a company that does not exist', async () => {
    const response = await t.request(notesPath(teamA.id, '00000000-0000-4000-8000-000000000000'), {
      as: owner,
    });
    expect(response.status).toBe(404);
    expect(await h.json(response)).toMatchObject({ code: 'COMPANY_NOT_FOUND' });
  });
});
