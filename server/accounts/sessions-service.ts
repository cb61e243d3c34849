import { and, desc, eq, gt } from 'drizzle-orm';
import type { AccountSession } from '../../contract/accounts.ts';
import type { Db } from '../db/client.ts';
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
