import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { member } from './schema.ts';

/** Someone named on a team's list or note: `member` false once they left the team; null once the account is gone. */
export interface TeamPerson {
  userId: string;
  name: string;
  member: boolean;
}

/** Columns that say whether `userColumn` is still on the team `teamColumn`, for a select naming a person. */
export function isOnTeam(teamColumn: AnyPgColumn | SQL, userColumn: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${member} where ${and(
    eq(member.organizationId, teamColumn),
    eq(member.userId, userColumn),
  )})`;
}

export function personOf(
  userId: string | null,
  name: string | null,
  onTeam: boolean | null,
): TeamPerson | null {
  if (!userId || name === null) return null;
  return { userId, name, member: Boolean(onTeam) };
}
