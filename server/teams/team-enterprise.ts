import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { organization, teamEnterprise } from './schema.ts';
import { recordTeamAudit } from './team-audit.ts';

/*
 * The Enterprise plan is granted by a site admin once sales and the customer agree (ADR 0325): no Checkout. The
 * admin's change is audited in the team's log like any other plan change.
 */

const ADMIN_TEAMS_PAGE = 50;

const columns = {
  id: organization.id,
  name: organization.name,
  slug: organization.slug,
  createdAt: organization.createdAt,
  // Written out: inside a sub-select Drizzle would leave the outer column unqualified.
  members: sql<number>`(select count(*)::int from "member" where "member"."organization_id" = "organization"."id")`,
  enterprise: sql<boolean>`exists (select 1 from "team_enterprise" where "team_enterprise"."team_id" = "organization"."id")`,
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export async function adminTeams(db: Db, query: string | undefined) {
  const pattern = query ? `%${escapeLike(query)}%` : null;
  const teams = await db
    .select(columns)
    .from(organization)
    .where(pattern ? or(ilike(organization.name, pattern), ilike(organization.slug, pattern)) : undefined)
    .orderBy(desc(organization.createdAt))
    .limit(ADMIN_TEAMS_PAGE);
  return { teams };
}

export async function setTeamEnterprise(db: Db, adminId: string, teamId: string, enterprise: boolean) {
  await db.transaction(async (tx) => {
    const [team] = await tx
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.id, teamId));
    if (!team) throw new AppError('TEAM_NOT_FOUND', 'Team not found.');
    const changed = enterprise
      ? await tx
          .insert(teamEnterprise)
          .values({ teamId, grantedBy: adminId })
          .onConflictDoNothing()
          .returning()
      : await tx.delete(teamEnterprise).where(eq(teamEnterprise.teamId, teamId)).returning();
    if (changed.length > 0) {
      await recordTeamAudit(tx, {
        teamId,
        actorId: adminId,
        action: enterprise ? 'plan.enterprise_started' : 'plan.enterprise_ended',
      });
    }
  });
  const [team] = await db.select(columns).from(organization).where(eq(organization.id, teamId));
  if (!team) throw new AppError('TEAM_NOT_FOUND', 'Team not found.');
  return { team };
}
