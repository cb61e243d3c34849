import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { AccountSession } from '../../contract/accounts.ts';
import { session } from './schema.ts';

/** The user's live sessions, newest activity first; tokens never leave the server. */
export async function listSessions(
  db: Db,
  userId: string,
  currentId: string,
  now: Date,
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    current: row.id === currentId,
  }));
}

/** Ends one of the user's own sessions at once; false when no such session belongs to this user. */
export async function revokeSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  return deleted.length === 1;
}

/** "Sign out everywhere else": ends every session of the user but the current one, at once. */
export async function revokeOtherSessions(db: Db, userId: string, currentId: string): Promise<void> {
  await db.delete(session).where(and(eq(session.userId, userId), ne(session.id, currentId)));
}

/** The sessions list shows "last active" to the minute: a used session's row is written at most once a minute. */
const LAST_ACTIVE_RESOLUTION_MS = 60_000;

/**
 * Records that a session was used. Better Auth moves `updatedAt` only when it extends a session (once a day), which
 * would make "last active" up to a day old; freshness checks read `createdAt`, so moving `updatedAt` changes nothing
 * else. The condition makes a recent session's touch a read, not a write.
 */
export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(session)
    .set({ updatedAt: now })
    .where(
      and(
        eq(session.id, sessionId),
        lt(session.updatedAt, new Date(now.getTime() - LAST_ACTIVE_RESOLUTION_MS)),
      ),
    );
}
