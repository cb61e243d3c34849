import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database, Db } from './client.ts';
import { createPglite, type PgliteOpenOptions } from './pglite-thread/create-pglite.ts';
import {
  openPgliteThread,
  type PgliteRunner,
  type PgliteThread,
} from './pglite-thread/pglite-thread-client.ts';
import * as schema from './schema.ts';

export interface OpenDatabaseOptions extends PgliteOpenOptions {
  databaseUrl?: string;
  poolSize?: number;
  /**
   * Runs PGlite on a thread of its own (the server, ADR 0330), told here if that thread ever ends unasked; without
   * it PGlite runs on the calling thread (tests, command-line tools, `WORKER_THREADS=0`).
   */
  thread?: { onExit(error: Error): void };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client losing its server (restart) must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    let answeredAt = 0;
    // A client goes back to the pool with an error when its statement failed; without one, the server answered.
    pool.on('release', (error) => {
      if (!error) answeredAt = Date.now();
    });
    const db = drizzlePostgres(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      url: options.databaseUrl,
      analyze: async () => {
        await pool.query('ANALYZE');
      },
      close: () => pool.end(),
      lastAnsweredAt: () => answeredAt,
    };
  }
  const { pgliteDir, loadDataDir, thread } = options;
  const client = thread
    ? await openPgliteThread({ pgliteDir, loadDataDir, onExit: thread.onExit })
    : inProcess(await createPglite({ pgliteDir, loadDataDir }));
  const answered = noteAnswers(client);
  // Drizzle's PGlite driver calls only `query` and `transaction`, which both forms provide.
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    analyze: async () => {
      await client.exec('VACUUM ANALYZE');
    },
    close: () => client.close(),
    lastAnsweredAt: answered,
    dump: (compression = 'gzip') => client.dump(compression),
    listen: (channel, handler) => client.listen(channel, handler),
  };
}

/** PGlite on the calling thread, in the thread client's shape. */
function inProcess(client: PGlite): PgliteThread {
  return {
    query: (sql, params, options) => client.query(sql, params, options),
    exec: (sql) => client.exec(sql),
    transaction: (callback) => client.transaction(callback),
    listen: (channel, handler) => client.listen(channel, handler),
    // Inside a transaction of its own, so that no other transaction is half done in the copy; the checkpoint
    // writes every page out first, so the copy opens without replaying the write-ahead log.
    dump: (compression) =>
      client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        return client.dumpDataDir(compression);
      }),
    close: () => client.close(),
  };
}

/** Records when PGlite last completed a statement (it runs one at a time, so this is its pulse under load). */
function noteAnswers(client: PgliteRunner): () => number {
  let answeredAt = 0;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    const result = await query(...args);
    answeredAt = Date.now();
    return result;
  }) as typeof client.query;
  client.exec = (async (...args: Parameters<typeof exec>) => {
    const result = await exec(...args);
    answeredAt = Date.now();
    return result;
  }) as typeof client.exec;
  return () => answeredAt;
}
