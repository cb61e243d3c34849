import { and, asc, eq } from 'drizzle-orm';
import { user } from '#server/accounts/auth-tables.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { teamCompanyNotes } from './schema.ts';
import { assertCompany, assertTeamCompany, requireMember } from './team-access.ts';
import type { TeamListDeps } from './team-lists.ts';
import { isOnTeam, type TeamPerson } from './team-people.ts';

/*
 * Members' notes on a company, seen by the whole team (issue #32 part 2). Anyone on the team reads them and adds
 * one to a team company (on one of its lists); only a note's author edits or deletes it. A note outlives its author's membership and still names them.
 */

const noteNotFound = () => new AppError('TEAM_NOTE_NOT_FOUND', 'Note not found.');

async function selectNotes(
  db: Db,
  viewerId: string,
  where: { teamId: string; companyId?: string; noteId?: string },
) {
  const conditions = [eq(teamCompanyNotes.teamId, where.teamId)];
  if (where.companyId) conditions.push(eq(teamCompanyNotes.companyId, where.companyId));
  if (where.noteId) conditions.push(eq(teamCompanyNotes.id, where.noteId));
  const rows = await db
    .select({
      id: teamCompanyNotes.id,
      companyId: teamCompanyNotes.companyId,
      body: teamCompanyNotes.body,
      authorId: teamCompanyNotes.userId,
      authorName: user.name,
      authorOnTeam: isOnTeam(teamCompanyNotes.teamId, teamCompanyNotes.userId),
      createdAt: teamCompanyNotes.createdAt,
      updatedAt: teamCompanyNotes.updatedAt,
    })
    .from(teamCompanyNotes)
    .innerJoin(user, eq(user.id, teamCompanyNotes.userId))
    .where(and(...conditions))
    .orderBy(asc(teamCompanyNotes.createdAt), asc(teamCompanyNotes.id));
  return rows.map(({ authorId, authorName, authorOnTeam, ...note }) => {
    const author: TeamPerson = { userId: authorId, name: authorName, member: Boolean(authorOnTeam) };
    return { ...note, author, mine: authorId === viewerId };
  });
}

export async function getTeamNotes(deps: TeamListDeps, userId: string, teamId: string, companyId: string) {
  await requireMember(deps.db, teamId, userId);
  await assertCompany(deps.db, companyId);
  return selectNotes(deps.db, userId, { teamId, companyId });
}

async function noteOf(db: Db, userId: string, teamId: string, noteId: string) {
  const [note] = await selectNotes(db, userId, { teamId, noteId });
  if (!note) throw noteNotFound();
  return note;
}

export async function addTeamNote(
  deps: TeamListDeps,
  userId: string,
  ids: { teamId: string; companyId: string },
  body: string,
) {
  await requireMember(deps.db, ids.teamId, userId);
  await assertCompany(deps.db, ids.companyId);
  await assertTeamCompany(deps.db, ids.teamId, ids.companyId);
  const now = deps.clock();
  const [row] = await deps.db
    .insert(teamCompanyNotes)
    .values({ ...ids, userId, body, createdAt: now, updatedAt: now })
    .returning({ id: teamCompanyNotes.id });
  if (!row) throw new Error('team note insert returned no row');
  return noteOf(deps.db, userId, ids.teamId, row.id);
}

/** The note, when it is on this team and the caller wrote it: another team's note is 404, a colleague's 403. */
async function ownNote(db: Db, userId: string, teamId: string, noteId: string) {
  await requireMember(db, teamId, userId);
  const note = await noteOf(db, userId, teamId, noteId);
  if (!note.mine) throw new AppError('NOTE_AUTHOR_REQUIRED', 'Only the author of a note can change it.');
  return note;
}

export async function editTeamNote(
  deps: TeamListDeps,
  userId: string,
  ids: { teamId: string; noteId: string },
  body: string,
) {
  await ownNote(deps.db, userId, ids.teamId, ids.noteId);
  await deps.db
    .update(teamCompanyNotes)
    .set({ body, updatedAt: deps.clock() })
    .where(and(eq(teamCompanyNotes.id, ids.noteId), eq(teamCompanyNotes.userId, userId)));
  return noteOf(deps.db, userId, ids.teamId, ids.noteId);
}

export async function deleteTeamNote(
  deps: TeamListDeps,
  userId: string,
  ids: { teamId: string; noteId: string },
) {
  await ownNote(deps.db, userId, ids.teamId, ids.noteId);
  const deleted = await deps.db
    .delete(teamCompanyNotes)
    .where(and(eq(teamCompanyNotes.id, ids.noteId), eq(teamCompanyNotes.userId, userId)))
    .returning({ id: teamCompanyNotes.id });
  if (deleted.length === 0) throw noteNotFound();
}
