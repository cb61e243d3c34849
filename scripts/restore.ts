/**
 * `npm run restore -- <backup file> [--data-dir <folder>] [--force]`: loads a backup made by `npm run backup` into
 * a data folder with no database (DATA_DIR by default). `--force` keeps what is there aside, renamed, and restores
 * in its place. The server must be stopped (it holds the folder).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config.ts';
import { BackupError } from '../server/db/backup/backup-error.ts';
import { restoreBackup } from '../server/db/backup/restore-backup.ts';
import { DataDirError } from '../server/db/data-dir-check.ts';
import { DataDirLockedError } from '../server/db/data-dir-lock.ts';
import { NewerDataError } from '../server/db/data-version.ts';

try {
  const { values, positionals } = parseArgs({
    options: { 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    throw new BackupError('Usage: npm run restore -- <backup file> [--data-dir <folder>] [--force]');
  }
  if (!fs.existsSync(file)) throw new BackupError(`${path.resolve(file)} does not exist.`);
  const config = loadConfig(process.env);
  const result = await restoreBackup({
    archive: fs.readFileSync(file),
    archiveName: file,
    dataDir: values['data-dir'] ?? config.DATA_DIR,
    force: values.force,
  });
  for (const aside of result.setAside) console.log(`Kept the previous ${path.basename(aside)} aside.`);
  console.log(
    `Restored ${path.resolve(file)} (made ${result.manifest.createdAt} by 10Kai ${result.manifest.createdBy}) into ` +
      `${result.dataDir}: ${result.tables} tables, ${result.rows} rows. Start the server with DATA_DIR=${result.dataDir}.`,
  );
  if (!result.manifest.authSecret) {
    console.log(
      'The backup has no generated auth-secret: start with the BETTER_AUTH_SECRET the server used then.',
    );
  }
} catch (error) {
  if (
    error instanceof BackupError ||
    error instanceof ConfigError ||
    error instanceof DataDirError ||
    error instanceof DataDirLockedError ||
    error instanceof NewerDataError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    console.error((error as Error).message);
    process.exit(1);
  }
  throw error;
}
