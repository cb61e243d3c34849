import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import { enqueueSnapshotLoad } from './companies/catalogue/catalogue-jobs.ts';
import { seedDatabase } from './companies/seed-database.ts';
import { type Config, GENERIC_SEC_USER_AGENT } from './config.ts';
import { serveBackups } from './db/backup/backup-socket.ts';
import { createDeps } from './deps.ts';
import { sweepBodyFileLeftovers } from './filings/documents/document-bodies.ts';
import { drainable } from './http/drain-http-server.ts';
import { secureServerResponse, securityHeaderOptions } from './http/security-headers.ts';
import { openServerDatabase, type ServerDatabase } from './open-server-database.ts';
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

/**
 * Opens the database (lock, migrate, seed: `openServerDatabase` for the first two), builds the app and listens. Used by `main.ts`, which passes the opening
 * it started before loading this module (`opening`), and by benchmarks.
 */
export async function startServer(
  config: Config,
  log: Logger,
  options: { webDir?: string; pgliteSnapshot?: string; opening?: Promise<ServerDatabase> } = {},
): Promise<RunningServer> {
  const dataDir = path.resolve(config.DATA_DIR);
  const { database, releaseLock } = await (options.opening ??
    openServerDatabase(config, log, options.pgliteSnapshot));
  try {
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
    if (database.driver === 'pglite') {
      sweepBodyFileLeftovers(dataDir).then(
        (swept) => swept > 0 && log.info({ swept }, 'deleted temporary filing files a crash left behind'),
        (error: unknown) => log.warn({ err: error }, 'could not sweep temporary filing files'),
      );
    }
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
