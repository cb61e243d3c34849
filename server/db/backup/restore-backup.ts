import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../client.ts';
import { checkDataDir } from '../data-dir-check.ts';
import { lockDataDir } from '../data-dir-lock.ts';
import { assertNotNewer } from '../data-version.ts';
import { assertKnownHistory, ForeignSchemaError, NewerSchemaError } from '../migrate.ts';
import { openDatabase } from '../open-database.ts';
import { BackupError } from './backup-error.ts';
import {
  BACKUP_FORMAT,
  type BackupManifest,
  DATABASE_ENTRY,
  MANIFEST_ENTRY,
  SECRET_ENTRY,
} from './create-backup.ts';
import { readTar, TarFormatError } from './tar-archive.ts';

export interface RestoreResult {
  dataDir: string;
  manifest: BackupManifest;
  tables: number;
  rows: number;
  /** What was in the way and was moved aside (with --force). */
  setAside: string[];
}

function readArchive(archive: Buffer<ArrayBuffer>, name: string) {
  let files: Map<string, Buffer<ArrayBuffer>>;
  try {
    files = readTar(archive);
  } catch (error) {
    if (error instanceof TarFormatError)
      throw new BackupError(`${name} is not a 10Kai backup: ${error.message}.`);
    throw error;
  }
  const manifestBytes = files.get(MANIFEST_ENTRY);
  const dump = files.get(DATABASE_ENTRY);
  if (!manifestBytes || !dump) {
    throw new BackupError(`${name} is not a 10Kai backup: it has no ${MANIFEST_ENTRY} or ${DATABASE_ENTRY}.`);
  }
  const manifest = JSON.parse(manifestBytes.toString('utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupError(
      `${name} was made by 10Kai ${manifest.createdBy} in a backup format this version does not read: restore it with that version.`,
    );
  }
  return { manifest, dump, secret: files.get(SECRET_ENTRY) ?? null };
}

/**
 * Unpacks a PGlite dump into an empty folder and checks that this version can run on it: the recorded version and
 * the migration history, the checks start-up makes. Counts every table's rows for the operator.
 */
async function loadDump(
  pgliteDir: string,
  dump: Uint8Array<ArrayBuffer>,
): Promise<{ tables: number; rows: number }> {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    // PGlite unpacks by the declared type: backups hold a gzip dump, the test template a plain tar.
    const type = dump[0] === 0x1f && dump[1] === 0x8b ? 'application/x-gzip' : 'application/x-tar';
    database = await openDatabase({ pgliteDir, loadDataDir: new Blob([dump], { type }) });
  } catch (error) {
    // A newer release's PGlite may write files this one cannot start on; the unpacked version file says so.
    assertNotNewer(pgliteDir, 'The backup');
    throw new BackupError(`The backup's database could not be opened: ${(error as Error).message}.`);
  }
  try {
    assertNotNewer(pgliteDir, 'The backup');
    try {
      await assertKnownHistory(database);
    } catch (error) {
      if (error instanceof NewerSchemaError || error instanceof ForeignSchemaError) {
        throw new BackupError(`The backup does not fit this version of 10Kai. ${error.message}`);
      }
      throw error;
    }
    const tables = await queryRows<{ name: string }>(
      database.db,
      sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
          where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`,
    );
    let rows = 0;
    for (const table of tables) {
      const [counted] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from ${sql.raw(table.name)}`,
      );
      rows += counted?.n ?? 0;
    }
    return { tables: tables.length, rows };
  } finally {
    await database.close();
  }
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

function isOccupied(dir: string): boolean {
  return fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
}

/**
 * Restores a backup archive into a data folder that holds no database, or, with `force`, sets the current database
 * and secret aside (renamed, never deleted) and restores in their place. The database is unpacked and checked in
 * a folder of its own first, so a failed restore leaves the data folder as it was.
 */
export async function restoreBackup(options: {
  archive: Buffer<ArrayBuffer>;
  archiveName: string;
  dataDir: string;
  force?: boolean;
  clock?: () => Date;
}): Promise<RestoreResult> {
  const { manifest, dump, secret } = readArchive(options.archive, options.archiveName);
  const dataDir = path.resolve(options.dataDir);
  const clock = options.clock ?? (() => new Date());
  checkDataDir(dataDir);
  // A running server (or another restore) holds the lock: it would never see the restored files.
  const release = await lockDataDir(dataDir);
  try {
    const pgliteDir = path.join(dataDir, 'pglite');
    const secretFile = path.join(dataDir, SECRET_ENTRY);
    const secretDiffers =
      fs.existsSync(secretFile) && !(secret && fs.readFileSync(secretFile).equals(secret));
    const inTheWay = [isOccupied(pgliteDir) && pgliteDir, secretDiffers && secretFile].filter(
      (file): file is string => Boolean(file),
    );
    const suffix = `.before-restore-${stamp(clock())}`;
    const aside = (file: string) => `${file}${suffix}`;
    if (inTheWay.length > 0 && !options.force) {
      throw new BackupError(
        `${dataDir} already holds data (${inTheWay.map((file) => path.basename(file)).join(', ')}): restore into an ` +
          `empty folder (--data-dir), or pass --force to keep it aside, renamed with ${suffix}.`,
      );
    }
    const staging = path.join(dataDir, 'pglite.restoring');
    // Left by a restore that was killed; this process holds the lock, so nothing else uses it.
    fs.rmSync(staging, { recursive: true, force: true });
    let counts: { tables: number; rows: number };
    try {
      counts = await loadDump(staging, dump);
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    for (const file of inTheWay) fs.renameSync(file, aside(file));
    // An empty folder is not in the way (rmdir refuses anything else).
    if (fs.existsSync(pgliteDir)) fs.rmdirSync(pgliteDir);
    fs.renameSync(staging, pgliteDir);
    if (secret) fs.writeFileSync(secretFile, secret, { mode: 0o600 });
    return { dataDir, manifest, ...counts, setAside: inTheWay.map(aside) };
  } finally {
    release();
  }
}
