import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SNAPSHOT_FILE } from './companies/catalogue/pglite-snapshot.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirError } from './db/data-dir-check.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { ForeignSchemaError, NewerSchemaError } from './db/migrate.ts';
import { createLogger } from './log.ts';
import { startServer } from './start-server.ts';

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
    const server = await startServer(config, log, {
      webDir: path.join(repoRoot, 'dist/web'),
      pgliteSnapshot: path.join(repoRoot, 'dist', SNAPSHOT_FILE),
    });
    const shutdown = async (signal: string) => {
      log.info({ signal }, 'shutting down');
      await server.close();
      process.exit(0);
    };
    process.once('SIGINT', () => void shutdown('SIGINT'));
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
  } catch (error) {
    if (
      error instanceof DataDirError ||
      error instanceof DataDirLockedError ||
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
