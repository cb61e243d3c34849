import { and, eq } from 'drizzle-orm';
import { companySummariesOf } from '#server/companies/index.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { TeamRole } from '../../contract/teams.ts';
import { member, teamListCompanies, teamLists } from './schema.ts';

/** The caller's role in a team, read on every call (never cached): a removal or role change counts at once. */
async function roleIn(db: Db, teamId: string, userId: string): Promise<TeamRole | null> {
  const [row] = await db
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, teamId), eq(member.userId, userId)));
  return (row?.role as TeamRole | undefined) ?? null;
}

/** A team the caller is not on answers like one that does not exist, so its id reveals nothing. */
export async function requireMember(db: Db, teamId: string, userId: string): Promise<TeamRole> {
  const role = await roleIn(db, teamId, userId);
  if (!role) throw new AppError('TEAM_NOT_FOUND', 'Team not found.');
  return role;
}

export async function requireManager(db: Db, teamId: string, userId: string): Promise<TeamRole> {
  const role = await requireMember(db, teamId, userId);
  if (role === 'member') throw new AppError('TEAM_ROLE_REQUIRED', 'Only team owners and admins can do this.');
  return role;
}

/** A catalogue company, or the 404 every team route answers for an unknown one. */
export async function assertCompany(db: Db, companyId: string) {
  if (!(await companySummariesOf(db, [companyId])).has(companyId)) {
    throw new AppError('COMPANY_NOT_FOUND', 'Company not found.');
  }
}

/**
 * A team company is one on at least one of the team's lists: only those take new notes (ADR 0324). A note written
 * before its company left every list stays, readable and editable by its author.
 */
export async function assertTeamCompany(db: Db, teamId: string, companyId: string) {
  const [onList] = await db
    .select({ id: teamListCompanies.id })
    .from(teamListCompanies)
    .innerJoin(teamLists, eq(teamLists.id, teamListCompanies.listId))
    .where(and(eq(teamLists.teamId, teamId), eq(teamListCompanies.companyId, companyId)))
    .limit(1);
  if (!onList) {
    throw new AppError(
      'NOT_TEAM_COMPANY',
      "Notes are for the team's companies: add this company to one of the team's lists first.",
    );
  }
}
