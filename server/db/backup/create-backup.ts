import fs from 'node:fs';
import path from 'node:path';
import { version } from '#server/version.ts';
import { DataDirLockedError, lockDataDir } from '../data-dir-lock.ts';
import { assertNotNewer, type DataVersion, readDataVersion } from '../data-version.ts';
import { openDatabase } from '../open-database.ts';
import { BackupError } from './backup-error.ts';
import { requestBackup } from './backup-socket.ts';
import { writeTar } from './tar-archive.ts';

/** The files of a backup archive (a plain tar). */
export const MANIFEST_ENTRY = '10kai-backup.json';
export const DATABASE_ENTRY = 'pglite.tar.gz';
export const SECRET_ENTRY = 'auth-secret';
export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: number;
  createdAt: string;
  /** The 10Kai that made the archive. */
  createdBy: string;
  /** Whether the copy came from the running server or from the folder itself while no server held it. */
  source: 'running server' | 'data folder';
  /** Which 10Kai last started on the database, when recorded. */
  database: DataVersion | null;
  /** Whether the archive carries DATA_DIR/auth-secret (sessions, two-factor secrets and CRM tokens need it). */
  authSecret: boolean;
}

/** A dump of the embedded database in `dataDir`; the folder is opened only when no server holds it. */
async function dumpDatabase(dataDir: string): Promise<{ dump: Buffer; source: BackupManifest['source'] }> {
  let release: () => void;
  try {
    release = await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      return { dump: await requestBackup(dataDir), source: 'running server' };
    throw error;
  }
  try {
    const pgliteDir = path.join(dataDir, 'pglite');
    // This PGlite may not read what a newer 10Kai wrote; start-up refuses the same folder.
    assertNotNewer(pgliteDir);
    const database = await openDatabase({ pgliteDir });
    try {
      const blob = await database.dump!();
      return { dump: Buffer.from(await blob.arrayBuffer()), source: 'data folder' };
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

/** Builds a backup archive of the data folder: its database and, when it has one, its generated secret. */
export async function createBackup(
  dataDir: string,
  clock: () => Date = () => new Date(),
): Promise<{ archive: Buffer<ArrayBuffer>; manifest: BackupManifest }> {
  const dir = path.resolve(dataDir);
  const pgliteDir = path.join(dir, 'pglite');
  if (!fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new BackupError(`${dir} holds no embedded database (no ${pgliteDir}): check DATA_DIR.`);
  }
  const { dump, source } = await dumpDatabase(dir);
  const secretFile = path.join(dir, SECRET_ENTRY);
  const secret = fs.existsSync(secretFile) ? fs.readFileSync(secretFile) : null;
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: clock().toISOString(),
    createdBy: version,
    source,
    database: readDataVersion(pgliteDir),
    authSecret: secret !== null,
  };
  const archive = writeTar(
    [
      { name: MANIFEST_ENTRY, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
      ...(secret ? [{ name: SECRET_ENTRY, data: secret }] : []),
      { name: DATABASE_ENTRY, data: dump },
    ],
    clock(),
  );
  return { archive, manifest };
}

/**
 * Writes the archive under a temporary name, flushed to disk, then renames it: a backup file that exists is
 * complete. Refuses to replace an existing file.
 */
export function writeBackupFile(file: string, archive: Buffer): void {
  if (fs.existsSync(file))
    throw new BackupError(`${path.resolve(file)} already exists: choose another name.`);
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  const fd = fs.openSync(partial, 'w', 0o600);
  try {
    fs.writeSync(fd, archive);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(partial, file);
}
