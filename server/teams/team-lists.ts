import { and, desc, eq, sql } from 'drizzle-orm';
import { user } from '#server/accounts/auth-tables.ts';
import { companySummariesOf } from '#server/companies/index.ts';
import { type Db, pgErrorCode } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { teamListCompanies, teamLists } from './schema.ts';
import { assertCompany, requireMember } from './team-access.ts';
import { isOnTeam, personOf } from './team-people.ts';

/*
 * Shared team lists (issue #32 part 2). Every function first reads the caller's membership (never cached), then
 * touches only rows of that team: a list id of another team answers 404 like one that does not exist.
 */

export interface TeamListDeps {
  db: Db;
  clock: () => Date;
}

const listNotFound = () => new AppError('TEAM_LIST_NOT_FOUND', 'List not found.');
const companyNotFound = () => new AppError('COMPANY_NOT_FOUND', 'Company not found.');

async function selectLists(db: Db, teamId: string, listId?: string) {
  const ofTeam = eq(teamLists.teamId, teamId);
  const rows = await db
    .select({
      id: teamLists.id,
      name: teamLists.name,
      createdAt: teamLists.createdAt,
      creatorId: teamLists.createdBy,
      creatorName: user.name,
      creatorOnTeam: isOnTeam(teamLists.teamId, teamLists.createdBy),
      companyCount: sql<number>`(select count(*)::int from ${teamListCompanies} where ${teamListCompanies.listId} = ${teamLists.id})`,
    })
    .from(teamLists)
    .leftJoin(user, eq(user.id, teamLists.createdBy))
    .where(listId ? and(ofTeam, eq(teamLists.id, listId)) : ofTeam)
    .orderBy(desc(teamLists.createdAt), desc(teamLists.id));
  return rows.map(({ creatorId, creatorName, creatorOnTeam, ...list }) => ({
    ...list,
    companyCount: Number(list.companyCount),
    createdBy: personOf(creatorId, creatorName, creatorOnTeam),
  }));
}

async function teamList(db: Db, teamId: string, listId: string) {
  const [list] = await selectLists(db, teamId, listId);
  if (!list) throw listNotFound();
  return list;
}

export async function getTeamLists(deps: TeamListDeps, userId: string, teamId: string) {
  await requireMember(deps.db, teamId, userId);
  return selectLists(deps.db, teamId);
}

export async function createTeamList(deps: TeamListDeps, userId: string, teamId: string, name: string) {
  await requireMember(deps.db, teamId, userId);
  const [row] = await deps.db
    .insert(teamLists)
    .values({ teamId, name, createdBy: userId, createdAt: deps.clock() })
    .returning({ id: teamLists.id });
  if (!row) throw new Error('team list insert returned no row');
  return teamList(deps.db, teamId, row.id);
}

/** The entries of one list (or one entry), newest first, each with its company's ticker and name and its adder. */
async function selectEntries(db: Db, teamId: string, listId: string, companyId?: string) {
  const ofList = eq(teamListCompanies.listId, listId);
  const rows = await db
    .select({
      companyId: teamListCompanies.companyId,
      addedAt: teamListCompanies.addedAt,
      adderId: teamListCompanies.addedBy,
      adderName: user.name,
      adderOnTeam: isOnTeam(sql`${teamId}`, teamListCompanies.addedBy),
    })
    .from(teamListCompanies)
    .leftJoin(user, eq(user.id, teamListCompanies.addedBy))
    .where(companyId ? and(ofList, eq(teamListCompanies.companyId, companyId)) : ofList)
    .orderBy(desc(teamListCompanies.addedAt), desc(teamListCompanies.id));
  const companies = await companySummariesOf(
    db,
    rows.map((row) => row.companyId),
  );
  return rows.flatMap((row) => {
    const company = companies.get(row.companyId);
    return company
      ? [{ company, addedAt: row.addedAt, addedBy: personOf(row.adderId, row.adderName, row.adderOnTeam) }]
      : [];
  });
}

export async function getTeamListCompanies(
  deps: TeamListDeps,
  userId: string,
  teamId: string,
  listId: string,
) {
  await requireMember(deps.db, teamId, userId);
  const list = await teamList(deps.db, teamId, listId);
  return { list, companies: await selectEntries(deps.db, teamId, listId) };
}

/** Adding a company already on the list changes nothing: it keeps its first adder and date. */
export async function addTeamListCompany(
  deps: TeamListDeps,
  userId: string,
  ids: { teamId: string; listId: string; companyId: string },
) {
  await requireMember(deps.db, ids.teamId, userId);
  await teamList(deps.db, ids.teamId, ids.listId);
  await assertCompany(deps.db, ids.companyId);
  try {
    await deps.db
      .insert(teamListCompanies)
      .values({ listId: ids.listId, companyId: ids.companyId, addedBy: userId, addedAt: deps.clock() })
      .onConflictDoNothing();
  } catch (error) {
    // The team (and so the list) went between the check and the insert.
    if (pgErrorCode(error) === '23503') throw listNotFound();
    throw error;
  }
  const [entry] = await selectEntries(deps.db, ids.teamId, ids.listId, ids.companyId);
  if (!entry) throw companyNotFound();
  return entry;
}

export async function removeTeamListCompany(
  deps: TeamListDeps,
  userId: string,
  ids: { teamId: string; listId: string; companyId: string },
) {
  await requireMember(deps.db, ids.teamId, userId);
  await teamList(deps.db, ids.teamId, ids.listId);
  const removed = await deps.db
    .delete(teamListCompanies)
    .where(and(eq(teamListCompanies.listId, ids.listId), eq(teamListCompanies.companyId, ids.companyId)))
    .returning({ id: teamListCompanies.id });
  if (removed.length === 0) throw new AppError('COMPANY_NOT_FOUND', 'That company is not on this list.');
}
