import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { signInFailures } from './schema.ts';

/** 10 wrong passwords for one address within 15 minutes, from any mix of IPs, lock it for 15 minutes. */
export const LOCKOUT_THRESHOLD = 10;
export const LOCKOUT_WINDOW_SECONDS = 15 * 60;
export const LOCKOUT_SECONDS = 15 * 60;

export const LOCKED_MESSAGE =
  'Too many failed sign-in attempts. Please try again in 15 minutes or reset your password.';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Seconds until the address may try again, or null when it is not locked. */
export async function lockedForSeconds(db: Db, email: string, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(eq(signInFailures.email, normaliseEmail(email)))
    .limit(1);
  if (!row?.lockedUntil || row.lockedUntil <= now) return null;
  return Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000);
}

/**
 * Counts one failure in a single statement (concurrent failures cannot lose updates) and locks the address
 * when the count reaches the threshold. Returns the count and whether this failure set the lock.
 */
export async function recordSignInFailure(
  db: Db,
  email: string,
  now: Date,
): Promise<{ failures: number; locked: boolean }> {
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_SECONDS * 1000);
  const lockUntil = new Date(now.getTime() + LOCKOUT_SECONDS * 1000);
  const [row] = await queryRows<{ failures: number; locked_until: string | Date | null }>(
    db,
    sql`
      insert into sign_in_failures (email, failures, window_started_at, locked_until)
      values (${normaliseEmail(email)}, 1, ${now.toISOString()}, null)
      on conflict (email) do update set
        failures = case when sign_in_failures.window_started_at < ${windowStart.toISOString()}
                        then 1 else sign_in_failures.failures + 1 end,
        window_started_at = case when sign_in_failures.window_started_at < ${windowStart.toISOString()}
                                 then excluded.window_started_at else sign_in_failures.window_started_at end,
        locked_until = case
          when sign_in_failures.window_started_at >= ${windowStart.toISOString()}
               and sign_in_failures.failures + 1 >= ${LOCKOUT_THRESHOLD}
          then ${lockUntil.toISOString()}::timestamptz
          else sign_in_failures.locked_until end
      returning failures, locked_until`,
  );
  const failures = Number(row?.failures ?? 0);
  return { failures, locked: failures >= LOCKOUT_THRESHOLD && row?.locked_until != null };
}

export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, normaliseEmail(email)));
}
