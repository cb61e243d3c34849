import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { type AccountBrief, type BriefShare, MAX_ACTIVE_SHARES } from '../../../contract/account-brief.ts';
import { briefShares } from '../schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The shared page's address (`getSharedBrief`); the token follows. */
const SHARED_BRIEF_PATH = '/api/shared-briefs/';

/** Tokens are stored as their sha256, as API tokens are: the table alone opens no brief. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function statusOf(row: typeof briefShares.$inferSelect, now: Date): BriefShare['status'] {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

function summary(row: typeof briefShares.$inferSelect, now: Date): BriefShare {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: statusOf(row, now),
  };
}

/** Stores a snapshot of the brief behind a new random token; the returned path is the only copy of the token. */
export async function shareBrief(
  db: Db,
  userId: string,
  brief: AccountBrief,
  expiresInDays: number,
  now: Date,
): Promise<{ share: BriefShare; path: string }> {
  return db.transaction(async (tx) => {
    const [active] = await tx
      .select({ n: count() })
      .from(briefShares)
      .where(
        and(eq(briefShares.userId, userId), isNull(briefShares.revokedAt), gt(briefShares.expiresAt, now)),
      );
    if ((active?.n ?? 0) >= MAX_ACTIVE_SHARES)
      throw new AppError(
        'TOO_MANY_SHARES',
        `You can have at most ${MAX_ACTIVE_SHARES} share links working at once. Revoke one you no longer need first.`,
      );
    const token = randomBytes(32).toString('base64url');
    const [row] = await tx
      .insert(briefShares)
      .values({
        userId,
        ticker: brief.ticker,
        tokenHash: hashToken(token),
        snapshot: brief,
        createdAt: now,
        expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS),
      })
      .returning();
    if (!row) throw new Error('brief share insert returned no row');
    return { share: summary(row, now), path: `${SHARED_BRIEF_PATH}${token}` };
  });
}

export async function listBriefShares(
  db: Db,
  userId: string,
  ticker: string,
  now: Date,
): Promise<BriefShare[]> {
  const rows = await db
    .select()
    .from(briefShares)
    .where(and(eq(briefShares.userId, userId), eq(briefShares.ticker, ticker)))
    .orderBy(desc(briefShares.createdAt));
  return rows.map((row) => summary(row, now));
}

/** Revokes one of the user's shares; someone else's, or an unknown id, is the same 404 (nothing to enumerate). */
export async function revokeBriefShare(db: Db, userId: string, ticker: string, id: string, now: Date) {
  const [row] = await db
    .update(briefShares)
    .set({ revokedAt: now })
    .where(and(eq(briefShares.id, id), eq(briefShares.userId, userId), eq(briefShares.ticker, ticker)))
    .returning({ id: briefShares.id });
  if (!row) throw new AppError('NOT_FOUND', 'No such share link.');
}

/** A token as issued: 32 random bytes, base64url. Anything else names no share (and is not looked up). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type SharedBrief =
  | { status: 200; brief: AccountBrief; sharedAt: string; expiresAt: string }
  | { status: 404 | 410; message: string };

/** The snapshot behind a token; a revoked or expired link says so (410), an unknown one is a plain 404. */
export async function openSharedBrief(db: Db, token: string, now: Date): Promise<SharedBrief> {
  const [row] = TOKEN_PATTERN.test(token)
    ? await db
        .select()
        .from(briefShares)
        .where(eq(briefShares.tokenHash, hashToken(token)))
        .limit(1)
    : [];
  if (!row)
    return { status: 404, message: 'This share link does not exist. Check that it was copied whole.' };
  const status = statusOf(row, now);
  if (status === 'revoked')
    return { status: 410, message: 'This brief is no longer shared: its owner revoked the link.' };
  if (status === 'expired')
    return {
      status: 410,
      message: `This share link expired on ${row.expiresAt.toISOString().slice(0, 10)}.`,
    };
  return {
    status: 200,
    brief: row.snapshot,
    sharedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The user's share links for their data export, oldest first: which company, when, until when. */
export function briefSharesOf(db: Db, userId: string) {
  return db
    .select({
      ticker: briefShares.ticker,
      createdAt: briefShares.createdAt,
      expiresAt: briefShares.expiresAt,
      revokedAt: briefShares.revokedAt,
    })
    .from(briefShares)
    .where(eq(briefShares.userId, userId))
    .orderBy(asc(briefShares.createdAt));
}
