import fs from 'node:fs';
import path from 'node:path';

/**
 * A new embedded data folder spends its first start in PostgreSQL's initdb and then loading the catalogue (ADR
 * 0170). The build ships a migrated, seeded, catalogued data directory as a tarball instead; a new folder is unpacked from it, then migrated as usual
 * (a no-op unless the snapshot is older than the code).
 */
export const SNAPSHOT_FILE = 'pglite-snapshot.tar.gz';

/** True when the folder holds no database yet (PostgreSQL writes PG_VERSION first). */
export function isNewPgliteFolder(pgliteDir: string): boolean {
  return !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'));
}

/** The snapshot to start a new folder from, or undefined (no snapshot built, or the folder already exists). */
export function snapshotFor(pgliteDir: string, snapshotPath: string | undefined): Blob | undefined {
  if (!snapshotPath || !isNewPgliteFolder(pgliteDir) || !fs.existsSync(snapshotPath)) return undefined;
  return new Blob([fs.readFileSync(snapshotPath)]);
}
