import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { ApiToken, ApiTokenScope } from '../../contract/accounts.ts';
import { apiTokens } from './schema.ts';

const MAX_API_TOKENS = 20;
/** Recognisable in logs, config files and secret scanners. */
const TOKEN_PREFIX = '10kai_';
/** Last-used time is written at most this often per token, not on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function looksLikeApiToken(value: string): boolean {
  return value.startsWith(TOKEN_PREFIX);
}

function summary(row: typeof apiTokens.$inferSelect): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Creates a token; the only time its value exists outside the caller's hands is this return value. */
export async function createApiToken(
  db: Db,
  userId: string,
  input: { name: string; scope: ApiTokenScope },
  now: Date,
): Promise<{ token: string; apiToken: ApiToken }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
    if ((row?.n ?? 0) >= MAX_API_TOKENS) {
      throw AppError.badRequest(
        `You can have at most ${MAX_API_TOKENS} API tokens. Revoke one you no longer use first.`,
        'TOO_MANY_API_TOKENS',
      );
    }
    const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const [created] = await tx
      .insert(apiTokens)
      .values({
        id: randomUUID(),
        userId,
        name: input.name,
        scope: input.scope,
        tokenHash: hashApiToken(token),
        prefix: token.slice(0, TOKEN_PREFIX.length + 4),
        createdAt: now,
      })
      .returning();
    return { token, apiToken: summary(created!) };
  });
}

export async function listApiTokens(db: Db, userId: string): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt));
  return rows.map(summary);
}

/** Revokes at once (the row is deleted); false when the user has no such token. */
export async function revokeApiToken(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  return deleted.length === 1;
}

/** Ends every token of a user (after a password change or reset). */
export async function revokeAllApiTokens(db: Db, userId: string): Promise<void> {
  await db.delete(apiTokens).where(eq(apiTokens.userId, userId));
}

/** Who a bearer token belongs to and what it may do, or null for an unknown or revoked token. */
export async function authenticateApiToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ id: string; userId: string; scope: ApiTokenScope } | null> {
  if (!looksLikeApiToken(token)) return null;
  const [row] = await db
    .select({ id: apiTokens.id, userId: apiTokens.userId, scope: apiTokens.scope })
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, hashApiToken(token)));
  if (!row) return null;
  await touchApiToken(db, row.id, now);
  return row;
}

/** Records use of a token, at most once per LAST_USED_RESOLUTION_MS (a plain GET must not write every time). */
export async function touchApiToken(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, id),
        or(
          isNull(apiTokens.lastUsedAt),
          lt(apiTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)),
        ),
      ),
    );
}
