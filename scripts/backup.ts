/**
 * `npm run backup -- [file] [--data-dir <folder>]`: a consistent copy of the embedded database (and the generated
 * secret) in one tar file, taken through the running server when one holds the folder (ADR 0061).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config.ts';
import { BackupError } from '../server/db/backup/backup-error.ts';
import { createBackup, writeBackupFile } from '../server/db/backup/create-backup.ts';
import { DataDirError } from '../server/db/data-dir-check.ts';
import { NewerDataError } from '../server/db/data-version.ts';

try {
  const { values, positionals } = parseArgs({
    options: { 'data-dir': { type: 'string' } },
    allowPositionals: true,
  });
  const config = loadConfig(process.env);
  if (config.DATABASE_URL && !values['data-dir']) {
    throw new BackupError(
      'DATABASE_URL is set: the data is on that PostgreSQL server; back it up with pg_dump (README, "Backups").',
    );
  }
  const dataDir = values['data-dir'] ?? config.DATA_DIR;
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  const file = positionals[0] ?? path.join('backups', `10kai-${stamp}.tar`);
  const { archive, manifest } = await createBackup(dataDir);
  writeBackupFile(file, archive);
  console.log(
    `Backed up ${path.resolve(dataDir)} (${manifest.source === 'running server' ? 'through the running server' : 'no server was running'}) ` +
      `to ${path.resolve(file)}: ${(archive.length / 1e6).toFixed(1)} MB.`,
  );
  if (!manifest.authSecret) {
    console.log(
      'The data folder has no generated auth-secret: keep the BETTER_AUTH_SECRET you set with this backup; sessions, two-factor sign-in and CRM connections need it.',
    );
  }
} catch (error) {
  if (
    error instanceof BackupError ||
    error instanceof ConfigError ||
    error instanceof DataDirError ||
    error instanceof NewerDataError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    console.error((error as Error).message);
    process.exit(1);
  }
  throw error;
}
