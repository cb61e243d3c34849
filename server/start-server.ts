import path from 'node:path';
import { serve } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import { enqueueSnapshotLoad } from './companies/catalogue/catalogue-jobs.ts';
import { snapshotFor } from './companies/catalogue/pglite-snapshot.ts';
import { seedDatabase } from './companies/seed-database.ts';
import { type Config, GENERIC_SEC_USER_AGENT } from './config.ts';
import { checkDataDir } from './db/data-dir-check.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { runMigrations } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { createDeps } from './deps.ts';
import { secureServerResponse, securityHeaderOptions } from './http/security-headers.ts';
import { resolveSecret } from './secret.ts';

export interface RunningServer {
  port: number;
  close(): Promise<void>;
}

/** Opens the database (lock, migrate, seed), builds the app and listens. Used by `main.ts` and benchmarks. */
export async function startServer(
  config: Config,
  log: Logger,
  options: { webDir?: string; pgliteSnapshot?: string } = {},
): Promise<RunningServer> {
  const dataDir = path.resolve(config.DATA_DIR);
  checkDataDir(dataDir);
  const releaseLock = config.databaseDriver === 'pglite' ? await lockDataDir(dataDir) : () => {};
  try {
    const pgliteDir = path.join(dataDir, 'pglite');
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir,
      loadDataDir: config.DATABASE_URL ? undefined : snapshotFor(pgliteDir, options.pgliteSnapshot),
    });
    await runMigrations(database);
    const { inserted } = await seedDatabase(database);
    if (inserted > 0) log.info({ inserted }, 'seeded the company catalogue');
    if (config.SEC_USER_AGENT === GENERIC_SEC_USER_AGENT) {
      log.warn(
        'SEC_USER_AGENT is the generic default: set it to "Your Company admin@your-company.com" as SEC requires',
      );
    }
    const deps = createDeps({
      config,
      database,
      log,
      secret: resolveSecret(config.BETTER_AUTH_SECRET, dataDir, log),
    });
    const app = createApp(deps, { webDir: options.webDir, securityHeadersFromServer: true });
    // The bundled SEC catalogue loads in the background (once); the server serves meanwhile.
    await enqueueSnapshotLoad(deps.jobs).catch((error: unknown) =>
      log.error({ err: error }, 'could not queue the bundled company catalogue'),
    );
    deps.jobs.start();
    deps.schedules.start();
    const server = serve({
      fetch: app.fetch,
      port: config.PORT,
      hostname: config.HOST,
      serverOptions: {
        ServerResponse: secureServerResponse(securityHeaderOptions(config)),
      },
    });
    const port = await new Promise<number>((resolve, reject) => {
      server.once('listening', () => resolve((server.address() as { port: number }).port));
      server.once('error', reject);
    });
    log.info({ port, database: database.driver, url: config.APP_URL }, '10Kai is listening');
    return {
      port,
      close: async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        deps.schedules.stop();
        await deps.jobs.stop();
        await deps.changeFeed.close();
        await database.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
