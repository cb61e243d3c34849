import { and, eq } from 'drizzle-orm';
import { companySummariesOf } from '#server/companies/index.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { TeamRole } from '../../contract/teams.ts';
import { member } from './schema.ts';

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
