import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/client.ts';
import { usedTotpCodes } from './schema.ts';

/** A TOTP code verifies for at most one period either side of now (30 s steps): remember it for longer. */
const TOTP_REUSE_WINDOW_SECONDS = 120;

/**
 * Claims a code for this user before it is checked. Two requests with the same code race on the primary key:
 * only one gets the row back. False means the code was already used (or is being used) within the window.
 */
export async function claimTotpCode(db: Db, userId: string, code: string, now: Date): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - TOTP_REUSE_WINDOW_SECONDS * 1000);
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`
      insert into used_totp_codes (user_id, code, used_at)
      values (${userId}, ${code}, ${now.toISOString()})
      on conflict (user_id, code) do update set used_at = excluded.used_at
        where used_totp_codes.used_at < ${staleBefore.toISOString()}
      returning user_id`,
  );
  return rows.length === 1;
}

/** A claimed code that then failed verification (wrong code, locked factor) is released again. */
export async function releaseTotpCode(db: Db, userId: string, code: string, claimedAt: Date): Promise<void> {
  await db
    .delete(usedTotpCodes)
    .where(
      and(
        eq(usedTotpCodes.userId, userId),
        eq(usedTotpCodes.code, code),
        eq(usedTotpCodes.usedAt, claimedAt),
      ),
    );
}
