import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import { enqueueSnapshotLoad } from './companies/catalogue/catalogue-jobs.ts';
import { snapshotFor } from './companies/catalogue/pglite-snapshot.ts';
import { seedDatabase } from './companies/seed-database.ts';
import { type Config, GENERIC_SEC_USER_AGENT } from './config.ts';
import { serveBackups } from './db/backup/backup-socket.ts';
import { checkDataDir } from './db/data-dir-check.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { assertNotNewer, writeDataVersion } from './db/data-version.ts';
import { runMigrations } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { createDeps } from './deps.ts';
import { drainable } from './http/drain-http-server.ts';
import { secureServerResponse, securityHeaderOptions } from './http/security-headers.ts';
import { resolveSecret } from './secret.ts';

export interface RunningServer {
  port: number;
  /**
   * The graceful stop (ADR 0062): stop accepting connections; let requests in flight and the running job steps end
   * within SHUTDOWN_GRACE_SECONDS (a job that ends its step is handed back for the next start); stop schedules;
   * end the worker threads; then close the database and release the data folder.
   */
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
    if (config.databaseDriver === 'pglite') assertNotNewer(pgliteDir);
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir,
      loadDataDir: config.DATABASE_URL ? undefined : snapshotFor(pgliteDir, options.pgliteSnapshot),
      // The embedded database gets a thread of its own, like the CPU-heavy work (ADR 0330); if it ever ends, every
      // statement fails and health answers 503 until the server is restarted.
      thread:
        config.WORKER_THREADS > 0
          ? { onExit: (error) => log.fatal({ err: error }, 'the embedded database stopped; restart 10Kai') }
          : undefined,
    });
    await runMigrations(database);
    if (config.databaseDriver === 'pglite') writeDataVersion(pgliteDir);
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
    const stopBackups = database.dump ? await serveBackups(dataDir, database.dump, log) : async () => {};
    const server = serve({
      fetch: app.fetch,
      port: config.PORT,
      hostname: config.HOST,
      serverOptions: {
        ServerResponse: secureServerResponse(securityHeaderOptions(config)),
      },
    });
    const http = drainable(server as Server);
    const port = await new Promise<number>((resolve, reject) => {
      server.once('listening', () => resolve((server.address() as { port: number }).port));
      server.once('error', reject);
    });
    log.info({ port, database: database.driver, url: config.APP_URL }, '10Kai is listening');
    return {
      port,
      close: async () => {
        const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
        // Requests and jobs wind down side by side, so the whole stop fits in one grace period.
        const [requests] = await Promise.all([
          http.close(graceMs),
          deps.jobs.stop({ graceMs }),
          deps.schedules.stop(),
          stopBackups(),
        ]);
        if (requests.cut > 0)
          log.warn(requests, 'requests still running after the grace period were cut off');
        else if (requests.inFlight > 0) log.info(requests, 'requests in flight finished');
        // Requests and job steps have had their worker tasks; what still runs belongs to ones that were cut off.
        await deps.cpu.close(1000);
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
