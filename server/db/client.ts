import { DrizzleQueryError, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/** The Drizzle client, whichever driver is underneath (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The connection string (PostgreSQL only), for a dedicated LISTEN connection. */
  url?: string;
  /** Runs maintenance after bulk loads: PGlite never autovacuums, so the planner would ignore GIN indexes. */
  analyze(): Promise<void>;
  close(): Promise<void>;
  /**
   * When (ms since the epoch) a statement last completed without error; 0 before the first. Health uses it so that
   * it need not queue a `select 1` behind a busy embedded database that is demonstrably answering.
   */
  lastAnsweredAt?(): number;
  /**
   * The embedded database's files as a gzip tarball (PGlite's own dump format), taken between transactions: a
   * consistent copy while the server runs (`none`: an uncompressed tarball, quicker to load). PostgreSQL has pg_dump
   * instead.
   */
  dump?(compression?: 'gzip' | 'none'): Promise<Blob>;
  /** The embedded database's own LISTEN (PostgreSQL needs a dedicated connection instead: see change-feed.ts). */
  listen?(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
}

/** Postgres error code of a failed statement; Drizzle wraps driver errors, so it lives at `cause.code`. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A failed statement fit for a log or a screen. Drizzle's message lists every bound value (a user's text, a whole
 * imported file) and the driver's error carries them too, so this keeps the SQL, the database's reason and code.
 */
export function withoutQueryValues(error: Error): Error {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as { message?: unknown; code?: unknown } | undefined;
  const reason = typeof cause?.message === 'string' ? `: ${cause.message}` : '';
  const safe = Object.assign(new Error(`Failed query: ${error.query}${reason}`), { code: cause?.code });
  // The original stack, from where the statement was run, under the new message (a function: no `$` patterns).
  safe.stack = error.stack?.replace(error.message, () => safe.message);
  return safe;
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
