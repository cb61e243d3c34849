import fs from 'node:fs';
import path from 'node:path';
import { version } from '#server/version.ts';
import { knownMigrations } from './migrate.ts';

/**
 * Which 10Kai wrote an embedded database: a file inside the PGlite folder itself, so that it moves with the folder
 * and travels inside every dump of it (backups), and it can be read before PGlite opens the files (a newer release
 * may ship a PGlite whose files this one cannot open, failing with no useful message).
 */
export const DATA_VERSION_FILE = '10kai-version.json';

export interface DataVersion {
  app: string;
  migrations: number;
  latestMigration: string;
}

export function currentDataVersion(): DataVersion {
  const migrations = knownMigrations();
  return { app: version, migrations: migrations.length, latestMigration: migrations.at(-1)?.tag ?? '' };
}

/** Compares dotted release numbers (`0.10.0` > `0.9.1`); a pre-release suffix is ignored. */
export function compareVersions(a: string, b: string): number {
  const parts = (value: string) =>
    value
      .split(/[-+]/)[0]!
      .split('.')
      .map((part) => Number(part) || 0);
  const [left, right] = [parts(a), parts(b)];
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

export class NewerDataError extends Error {
  constructor(where: string, found: DataVersion, current: DataVersion) {
    super(
      `${where} was written by 10Kai ${found.app} (${found.migrations} migrations), newer than this 10Kai ` +
        `${current.app} (${current.migrations} migrations): run ${found.app} or newer, or restore a backup made by this version.`,
    );
    this.name = 'NewerDataError';
  }
}

function isNewer(found: DataVersion, current: DataVersion): boolean {
  return compareVersions(found.app, current.app) > 0 || found.migrations > current.migrations;
}

/** The version recorded in a PGlite folder; null when none is (a folder from before this file existed). */
export function readDataVersion(pgliteDir: string): DataVersion | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(pgliteDir, DATA_VERSION_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return parseDataVersion(text);
}

function parseDataVersion(text: string): DataVersion {
  const value = JSON.parse(text) as Partial<DataVersion>;
  return {
    app: String(value.app ?? '0'),
    migrations: Number(value.migrations) || 0,
    latestMigration: String(value.latestMigration ?? ''),
  };
}

/** Refuses a folder written by a newer 10Kai; `where` names it in the message. */
export function assertNotNewer(pgliteDir: string, where = `The data folder ${pgliteDir}`): void {
  const found = readDataVersion(pgliteDir);
  const current = currentDataVersion();
  if (found && isNewer(found, current)) throw new NewerDataError(where, found, current);
}

/** Records this version; written through a temporary file so a crash never leaves half a file to misread. */
export function writeDataVersion(pgliteDir: string, data: DataVersion = currentDataVersion()): void {
  const file = path.join(pgliteDir, DATA_VERSION_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(data)}\n`);
  fs.renameSync(temporary, file);
}
