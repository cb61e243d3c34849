import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/client.ts';
import { signInFailures } from './schema.ts';

/** 10 wrong passwords for one address within 15 minutes, from any mix of IPs, lock it for 15 minutes. */
export const LOCKOUT_THRESHOLD = 10;
const LOCKOUT_WINDOW_SECONDS = 15 * 60;
const LOCKOUT_SECONDS = 15 * 60;

export const LOCKED_MESSAGE =
  'Too many failed sign-in attempts. Please try again in 15 minutes or reset your password.';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const iso = (date: Date) => date.toISOString();

/**
 * Takes one attempt from the address's allowance before its password is checked, in one conditional upsert:
 * the count only grows while the address is not locked and fewer than the threshold attempts (failed or still
 * running) fall in the window. Concurrent attempts from any number of processes therefore cannot check more
 * than the threshold of passwords. Returns null when an attempt was taken, else the seconds to wait.
 */
export async function claimSignInAttempt(db: Db, email: string, now: Date): Promise<number | null> {
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_SECONDS * 1000);
  const claimed = await queryRows<{ failures: number }>(
    db,
    sql`
      insert into sign_in_failures (email, failures, window_started_at, locked_until)
      values (${normaliseEmail(email)}, 1, ${iso(now)}, null)
      on conflict (email) do update set
        failures = case when sign_in_failures.window_started_at < ${iso(windowStart)}
                        then 1 else sign_in_failures.failures + 1 end,
        window_started_at = case when sign_in_failures.window_started_at < ${iso(windowStart)}
                                 then excluded.window_started_at else sign_in_failures.window_started_at end,
        locked_until = null
      where (sign_in_failures.locked_until is null or sign_in_failures.locked_until <= ${iso(now)})
        and (sign_in_failures.window_started_at < ${iso(windowStart)}
             or sign_in_failures.failures < ${LOCKOUT_THRESHOLD})
      returning failures`,
  );
  if (claimed.length > 0) return null;
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil, windowStartedAt: signInFailures.windowStartedAt })
    .from(signInFailures)
    .where(eq(signInFailures.email, normaliseEmail(email)));
  const until =
    row?.lockedUntil && row.lockedUntil > now
      ? row.lockedUntil
      : new Date((row?.windowStartedAt ?? now).getTime() + LOCKOUT_WINDOW_SECONDS * 1000);
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/**
 * The claimed attempt had a wrong password: it stays counted, and the one that reaches the threshold locks the
 * address. Returns the count and whether this failure set the lock.
 */
export async function recordSignInFailure(
  db: Db,
  email: string,
  now: Date,
): Promise<{ failures: number; locked: boolean }> {
  const lockUntil = new Date(now.getTime() + LOCKOUT_SECONDS * 1000);
  const [row] = await queryRows<{ failures: number; locked: boolean }>(
    db,
    sql`
      update sign_in_failures set
        locked_until = case when failures >= ${LOCKOUT_THRESHOLD} and locked_until is null
                            then ${iso(lockUntil)}::timestamptz else locked_until end
      where email = ${normaliseEmail(email)}
      returning failures, (locked_until = ${iso(lockUntil)}::timestamptz) as locked`,
  );
  return { failures: Number(row?.failures ?? 0), locked: Boolean(row?.locked) };
}

/** The claimed attempt ended without a password verdict (bad request, unverified e-mail): give it back. */
export async function releaseSignInAttempt(db: Db, email: string): Promise<void> {
  await db
    .update(signInFailures)
    .set({ failures: sql`greatest(${signInFailures.failures} - 1, 0)` })
    .where(eq(signInFailures.email, normaliseEmail(email)));
}

export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, normaliseEmail(email)));
}
