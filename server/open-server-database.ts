import path from 'node:path';
import type { Logger } from 'pino';
import { snapshotFor } from './companies/catalogue/snapshot-file.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { checkDataDir } from './db/data-dir-check.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { assertNotNewer, writeDataVersion } from './db/data-version.ts';
import { runMigrations } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';

export interface ServerDatabase {
  database: Database;
  /** Lets another process open the data folder; called once the database is closed. */
  releaseLock(): void;
}

/**
 * The first step of start-up: check and lock the data folder, open the database and migrate it. `main.ts` starts it
 * before it loads the rest of the server, so the embedded database opens and migrates on its own thread meanwhile
 * (ADR 0330).
 */
export async function openServerDatabase(
  config: Config,
  log: Logger,
  pgliteSnapshot?: string,
): Promise<ServerDatabase> {
  const dataDir = path.resolve(config.DATA_DIR);
  checkDataDir(dataDir);
  const releaseLock = config.databaseDriver === 'pglite' ? await lockDataDir(dataDir) : () => {};
  try {
    const pgliteDir = path.join(dataDir, 'pglite');
    if (config.databaseDriver === 'pglite') assertNotNewer(pgliteDir);
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir,
      loadDataDir: config.DATABASE_URL ? undefined : snapshotFor(pgliteDir, pgliteSnapshot),
      // The embedded database gets a thread of its own, like the CPU-heavy work; if it ever ends, every statement
      // fails and health answers 503 until the server is restarted.
      thread:
        config.WORKER_THREADS > 0
          ? { onExit: (error) => log.fatal({ err: error }, 'the embedded database stopped; restart 10Kai') }
          : undefined,
    });
    await runMigrations(database);
    if (config.databaseDriver === 'pglite') writeDataVersion(pgliteDir);
    return { database, releaseLock };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
