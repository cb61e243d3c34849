import type { SQL } from 'drizzle-orm';
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

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
