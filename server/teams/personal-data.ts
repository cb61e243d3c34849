import { asc, eq, inArray, sql } from 'drizzle-orm';
import { companySummariesOf } from '#server/companies/index.ts';
import { type Db, queryRows } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { organization, teamCompanyNotes } from './schema.ts';

/*
 * A user's part of their teams, for the account's export and deletion (server/accounts). A team must never be
 * left without an owner (ADR 0318): a team the user is alone on goes with the account; a team others are on and
 * the user alone owns stops the deletion until they transfer it.
 */

/** The teams that would be left with members and no owner. */
async function teamsOwnedAloneWithOthers(db: Db, userId: string) {
  return queryRows<{ name: string }>(
    db,
    sql`select o.name from member m join organization o on o.id = m.organization_id
        where m.user_id = ${userId} and m.role = 'owner'
          and not exists (select 1 from member x
                          where x.organization_id = m.organization_id and x.role = 'owner' and x.user_id <> ${userId})
          and exists (select 1 from member y where y.organization_id = m.organization_id and y.user_id <> ${userId})
        order by o.name`,
  );
}

/** Refuses (409) while the user is the only owner of a team that has other members, naming those teams. */
export async function assertNoTeamLeftOwnerless(db: Db, userId: string): Promise<void> {
  const teams = await teamsOwnedAloneWithOthers(db, userId);
  if (teams.length > 0) {
    throw new AppError(
      'TEAM_OWNERSHIP_TRANSFER_REQUIRED',
      `You are the only owner of ${teams.map((team) => `"${team.name}"`).join(', ')}: transfer ownership to another member (Teams page) before deleting your account. Nothing was deleted.`,
    );
  }
}

/**
 * In the deletion's transaction: checks again (someone may have joined since), then deletes the teams the user is
 * the only member of, with their lists, notes and invitations. Memberships elsewhere go with the `user` row.
 */
export async function endTeamsOf(tx: Db, userId: string): Promise<void> {
  await assertNoTeamLeftOwnerless(tx, userId);
  const alone = await queryRows<{ id: string }>(
    tx,
    sql`select m.organization_id as id from member m
        where m.user_id = ${userId}
          and not exists (select 1 from member x where x.organization_id = m.organization_id and x.user_id <> ${userId})`,
  );
  if (alone.length > 0) {
    await tx.delete(organization).where(
      inArray(
        organization.id,
        alone.map((row) => row.id),
      ),
    );
  }
}

/** The notes the user wrote on their teams' companies, for the data export. */
export async function teamNotesOf(db: Db, userId: string) {
  const rows = await db
    .select({
      team: organization.name,
      companyId: teamCompanyNotes.companyId,
      body: teamCompanyNotes.body,
      createdAt: teamCompanyNotes.createdAt,
      updatedAt: teamCompanyNotes.updatedAt,
    })
    .from(teamCompanyNotes)
    .innerJoin(organization, eq(organization.id, teamCompanyNotes.teamId))
    .where(eq(teamCompanyNotes.userId, userId))
    .orderBy(asc(teamCompanyNotes.createdAt), asc(teamCompanyNotes.id));
  const companies = await companySummariesOf(db, [...new Set(rows.map((row) => row.companyId))]);
  return rows.map(({ companyId, ...note }) => ({
    ...note,
    ticker: companies.get(companyId)?.ticker ?? null,
  }));
}
