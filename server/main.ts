import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SNAPSHOT_FILE } from './companies/catalogue/snapshot-file.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirError } from './db/data-dir-check.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { NewerDataError } from './db/data-version.ts';
import { ForeignSchemaError, NewerSchemaError } from './db/migrate.ts';
import { createLogger } from './log.ts';
import { openServerDatabase } from './open-server-database.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.LOG_LEVEL, { bufferedStdout: true });
  try {
    // The database opens (on its own thread, for PGlite) while the rest of the server's modules load: most of a cold
    // start is the two, and they need not wait for each other (ADR 0330).
    const opening = openServerDatabase(config, log, path.join(repoRoot, 'dist', SNAPSHOT_FILE));
    // Awaited by startServer; until then a failure must not count as unhandled.
    opening.catch(() => {});
    const { startServer } = await import('./start-server.ts');
    const server = await startServer(config, log, { webDir: path.join(repoRoot, 'dist/web'), opening });
    const shutdown = async (signal: string) => {
      log.info({ signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, 'shutting down');
      // Whatever hangs (a handler that ignores its abort, a database that does not close), the process ends.
      setTimeout(
        () => {
          log.error('shutdown did not finish in time; exiting');
          process.exit(1);
        },
        config.SHUTDOWN_GRACE_SECONDS * 1000 + 10_000,
      ).unref();
      try {
        await server.close();
      } catch (error) {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
      log.info('stopped');
      process.exit(0);
    };
    let stopping = false;
    const onSignal = (signal: string) => {
      // A second signal (Ctrl-C again, or the orchestrator losing patience) means now.
      if (stopping) {
        log.warn({ signal }, 'second signal: exiting without waiting');
        process.exit(1);
      }
      stopping = true;
      void shutdown(signal);
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  } catch (error) {
    if (
      error instanceof DataDirError ||
      error instanceof DataDirLockedError ||
      error instanceof NewerDataError ||
      error instanceof NewerSchemaError ||
      error instanceof ForeignSchemaError
    ) {
      log.fatal(error.message);
      console.error(error.message);
      process.exit(1);
    }
    log.fatal({ err: error }, 'start-up failed');
    process.exit(1);
  }
}

void main();
