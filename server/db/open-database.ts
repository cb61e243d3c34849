import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database, Db } from './client.ts';
import * as schema from './schema.ts';

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /** A dumped, already-migrated data folder to start from (tests clone a template this way). */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

/**
 * PGlite's own start parameters plus smaller shared buffers: Postgres's default 128 MB of them sits in the
 * WebAssembly memory, which never shrinks; 16 MB still holds the hot catalogue pages and the host's page cache
 * serves the rest (ADR 0306: about −100 MB resident). `startParams` replaces PGlite's defaults, so they are repeated.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

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
  const dataDir = options.pgliteDir ?? 'memory://';
  const client = await PGlite.create(dataDir === 'memory://' ? undefined : path.resolve(dataDir), {
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    startParams: PGLITE_START_PARAMS,
  });
  const answered = noteAnswers(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    analyze: async () => {
      await client.exec('VACUUM ANALYZE');
    },
    close: () => client.close(),
    lastAnsweredAt: answered,
    // Inside a transaction of its own, so that no other transaction is half done in the copy; the checkpoint
    // writes every page out first, so the copy opens without replaying the write-ahead log.
    dump: () =>
      client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        return client.dumpDataDir('gzip');
      }),
    listen: (channel, handler) => client.listen(channel, handler),
  };
}

/** Records when PGlite last completed a statement (it runs one at a time, so this is its pulse under load). */
function noteAnswers(client: PGlite): () => number {
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
