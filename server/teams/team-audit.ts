import { sql } from 'drizzle-orm';
import { user } from '#server/accounts/auth-tables.ts';
import type { Db } from '#server/db/client.ts';
import { teamAudit } from './schema.ts';

/*
 * The team audit log (issue #32 part 5, ADR 0321). Callers record an entry with the same `db` they change the team
 * with (a transaction when they have one), so the entry and the change are written or rolled back together. This
 * file imports no other team or feature code, so billing's team store can import it without a cycle.
 */

export interface TeamAuditEntry {
  teamId: string;
  /** Null for a change nobody in the app made (a Stripe webhook, an expiry). */
  actorId: string | null;
  /** What happened, as `subject.verb` (`member.role_changed`); the web turns it into a sentence. */
  action: string;
  /** The facts the sentence needs (names, roles, list names): never a token, key or other secret. */
  detail?: Record<string, unknown>;
}

/** Writes one entry, copying the actor's name and e-mail so it still says who acted after their account is gone. */
export async function recordTeamAudit(db: Db, entry: TeamAuditEntry): Promise<void> {
  const actor = entry.actorId
    ? sql`(select ${user.name} from ${user} where ${user.id} = ${entry.actorId})`
    : sql`null`;
  const actorEmail = entry.actorId
    ? sql`(select ${user.email} from ${user} where ${user.id} = ${entry.actorId})`
    : sql`null`;
  await db.insert(teamAudit).values({
    teamId: entry.teamId,
    actorId: entry.actorId,
    actorName: actor,
    actorEmail,
    action: entry.action,
    detail: entry.detail ?? {},
    // The wall clock, not the transaction's start: entries written in one transaction keep their order.
    createdAt: sql`clock_timestamp()`,
  });
}
