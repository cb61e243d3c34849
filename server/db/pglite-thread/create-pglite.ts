import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export interface PgliteOpenOptions {
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /** A dumped, already-migrated data folder to start from (tests clone a template this way). */
  loadDataDir?: Blob | File;
}

/**
 * PGlite's own start parameters plus smaller shared buffers: Postgres's default 128 MB of them sits in the
 * WebAssembly memory, which never shrinks; 16 MB still holds the hot catalogue pages and the host's page cache
 * serves the rest (ADR 0306: about −100 MB resident). `startParams` replaces PGlite's defaults, so they are repeated.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Opens PGlite on the calling thread: the server's database thread, or in process (tests, CLI tools). */
export function createPglite({ pgliteDir = 'memory://', loadDataDir }: PgliteOpenOptions): Promise<PGlite> {
  return PGlite.create(pgliteDir === 'memory://' ? undefined : path.resolve(pgliteDir), {
    loadDataDir,
    extensions: { pg_trgm },
    startParams: PGLITE_START_PARAMS,
  });
}
