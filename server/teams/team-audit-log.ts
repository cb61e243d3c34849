import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { teamAudit } from './schema.ts';
import { requireManager } from './team-access.ts';

/**
 * A page of a team's entries for an owner or admin, newest first, after the entry `before` (the previous page's
 * `next`). A `before` of another team matches nothing, so it pages nowhere.
 */
export async function teamAuditPage(
  db: Db,
  userId: string,
  teamId: string,
  page: { before?: string; limit: number },
) {
  await requireManager(db, teamId, userId);
  const ofTeam = eq(teamAudit.teamId, teamId);
  // The cursor is an entry id: its timestamp is compared in the database, at full (microsecond) precision.
  const after = page.before
    ? sql`(${teamAudit.createdAt}, ${teamAudit.id}) < (select c.created_at, c.id from ${teamAudit} c where c.id = ${page.before} and c.team_id = ${teamId})`
    : undefined;
  const rows = await db
    .select({
      id: teamAudit.id,
      at: teamAudit.createdAt,
      actorName: teamAudit.actorName,
      actorEmail: teamAudit.actorEmail,
      action: teamAudit.action,
      detail: teamAudit.detail,
    })
    .from(teamAudit)
    .where(after ? and(ofTeam, after) : ofTeam)
    .orderBy(desc(teamAudit.createdAt), desc(teamAudit.id))
    .limit(page.limit + 1);
  const entries = rows.slice(0, page.limit).map((row) => ({
    at: row.at,
    actor:
      row.actorName !== null || row.actorEmail !== null
        ? { name: row.actorName ?? '', email: row.actorEmail ?? '' }
        : null,
    action: row.action,
    detail: row.detail,
  }));
  const last = rows[page.limit - 1];
  return { entries, next: rows.length > page.limit && last ? last.id : null };
}
