import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { user } from '#server/accounts/auth-tables.ts';
import { companySummariesOf } from '#server/companies/index.ts';
import { type Db, pgErrorCode } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { teamListCompanies, teamLists } from './schema.ts';
import { requireMember } from './team-access.ts';
import { recordTeamAudit } from './team-audit.ts';
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

/**
 * Refuses a name another list of the team has (ignoring case), holding the team's list-name lock until the caller's
 * transaction ends so two concurrent creates or renames cannot both pass.
 */
async function assertNameFree(tx: Db, teamId: string, name: string, exceptListId?: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`team_list_names:${teamId}`}, 0))`);
  const sameName = and(eq(teamLists.teamId, teamId), sql`lower(${teamLists.name}) = lower(${name})`);
  const [taken] = await tx
    .select({ id: teamLists.id })
    .from(teamLists)
    .where(exceptListId ? and(sameName, ne(teamLists.id, exceptListId)) : sameName);
  if (taken) throw new AppError('TEAM_LIST_NAME_TAKEN', `The team already has a list named "${name}".`);
}

export async function createTeamList(deps: TeamListDeps, userId: string, teamId: string, name: string) {
  await requireMember(deps.db, teamId, userId);
  const id = await deps.db.transaction(async (tx) => {
    await assertNameFree(tx, teamId, name);
    const [row] = await tx
      .insert(teamLists)
      .values({ teamId, name, createdBy: userId, createdAt: deps.clock() })
      .returning({ id: teamLists.id });
    if (!row) throw new Error('team list insert returned no row');
    await recordTeamAudit(tx, {
      teamId,
      actorId: userId,
      action: 'list.created',
      detail: { listId: row.id, name },
    });
    return row.id;
  });
  return teamList(deps.db, teamId, id);
}

/** Renaming or deleting a list is for the team's owners and admins, and for whoever created it. */
async function manageableList(db: Db, teamId: string, listId: string, userId: string) {
  const role = await requireMember(db, teamId, userId);
  const list = await teamList(db, teamId, listId);
  if (role === 'member' && list.createdBy?.userId !== userId) {
    throw new AppError(
      'TEAM_ROLE_REQUIRED',
      "Only the list's creator or a team owner or admin can change this list.",
    );
  }
  return list;
}

export async function renameTeamList(
  deps: TeamListDeps,
  userId: string,
  ids: { teamId: string; listId: string },
  name: string,
) {
  const list = await manageableList(deps.db, ids.teamId, ids.listId, userId);
  await deps.db.transaction(async (tx) => {
    await assertNameFree(tx, ids.teamId, name, ids.listId);
    const renamed = await tx
      .update(teamLists)
      .set({ name })
      .where(and(eq(teamLists.id, ids.listId), eq(teamLists.teamId, ids.teamId)))
      .returning({ id: teamLists.id });
    if (renamed.length === 0) throw listNotFound();
    if (list.name !== name) {
      await recordTeamAudit(tx, {
        teamId: ids.teamId,
        actorId: userId,
        action: 'list.renamed',
        detail: { listId: ids.listId, from: list.name, to: name },
      });
    }
  });
  return teamList(deps.db, ids.teamId, ids.listId);
}

/** The list's entries go with it (ON DELETE CASCADE); notes are the team's on a company, not the list's, and stay. */
export async function deleteTeamList(
  deps: TeamListDeps,
  userId: string,
  ids: { teamId: string; listId: string },
) {
  await manageableList(deps.db, ids.teamId, ids.listId, userId);
  await deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(teamLists)
      .where(and(eq(teamLists.id, ids.listId), eq(teamLists.teamId, ids.teamId)))
      .returning({ name: teamLists.name });
    if (!deleted) throw listNotFound();
    await recordTeamAudit(tx, {
      teamId: ids.teamId,
      actorId: userId,
      action: 'list.deleted',
      detail: { listId: ids.listId, name: deleted.name },
    });
  });
}

/** Which entries to read: one company's, or one page (1-based) of the list. */
type EntrySelection = { companyId: string } | { page: number; pageSize: number };

/**
 * Entries of one list, newest first (the id breaks ties, so pages never overlap), each with its company's ticker
 * and name and its adder.
 */
async function selectEntries(db: Db, teamId: string, listId: string, which: EntrySelection) {
  const ofList = eq(teamListCompanies.listId, listId);
  const companyId = 'companyId' in which ? which.companyId : undefined;
  const query = db
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
  const rows =
    'page' in which
      ? await query.limit(which.pageSize).offset((which.page - 1) * which.pageSize)
      : await query;
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

/** One page of a list; its total is the list's company count, read with the list (entries cascade with it). */
export async function getTeamListCompanies(
  deps: TeamListDeps,
  userId: string,
  ids: { teamId: string; listId: string },
  page: { page: number; pageSize: number },
) {
  await requireMember(deps.db, ids.teamId, userId);
  const list = await teamList(deps.db, ids.teamId, ids.listId);
  const companies = await selectEntries(deps.db, ids.teamId, ids.listId, page);
  return { list, companies, total: list.companyCount };
}

/** Adding a company already on the list changes nothing: it keeps its first adder and date. */
export async function addTeamListCompany(
  deps: TeamListDeps,
  userId: string,
  ids: { teamId: string; listId: string; companyId: string },
) {
  await requireMember(deps.db, ids.teamId, userId);
  const list = await teamList(deps.db, ids.teamId, ids.listId);
  const company = (await companySummariesOf(deps.db, [ids.companyId])).get(ids.companyId);
  if (!company) throw companyNotFound();
  try {
    await deps.db.transaction(async (tx) => {
      const added = await tx
        .insert(teamListCompanies)
        .values({ listId: ids.listId, companyId: ids.companyId, addedBy: userId, addedAt: deps.clock() })
        .onConflictDoNothing()
        .returning({ id: teamListCompanies.id });
      if (added.length > 0) {
        await recordTeamAudit(tx, {
          teamId: ids.teamId,
          actorId: userId,
          action: 'list.company_added',
          detail: listAndCompany(list, company),
        });
      }
    });
  } catch (error) {
    // The team (and so the list) went between the check and the insert.
    if (pgErrorCode(error) === '23503') throw listNotFound();
    throw error;
  }
  const [entry] = await selectEntries(deps.db, ids.teamId, ids.listId, { companyId: ids.companyId });
  if (!entry) throw companyNotFound();
  return entry;
}

export async function removeTeamListCompany(
  deps: TeamListDeps,
  userId: string,
  ids: { teamId: string; listId: string; companyId: string },
) {
  await requireMember(deps.db, ids.teamId, userId);
  const list = await teamList(deps.db, ids.teamId, ids.listId);
  const company = (await companySummariesOf(deps.db, [ids.companyId])).get(ids.companyId);
  await deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(teamListCompanies)
      .where(and(eq(teamListCompanies.listId, ids.listId), eq(teamListCompanies.companyId, ids.companyId)))
      .returning({ id: teamListCompanies.id });
    if (removed.length === 0 || !company)
      throw new AppError('COMPANY_NOT_FOUND', 'That company is not on this list.');
    await recordTeamAudit(tx, {
      teamId: ids.teamId,
      actorId: userId,
      action: 'list.company_removed',
      detail: listAndCompany(list, company),
    });
  });
}

/** What an entry's audit detail names: the list and the company, as they were called then. */
function listAndCompany(
  list: { id: string; name: string },
  company: { id: string; ticker: string; name: string },
) {
  return {
    listId: list.id,
    listName: list.name,
    companyId: company.id,
    ticker: company.ticker,
    companyName: company.name,
  };
}
