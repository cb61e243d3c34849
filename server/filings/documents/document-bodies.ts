import path from 'node:path';
import type { Database } from '#server/db/client.ts';
import type { FilingWork } from '../filing-work.ts';
import { createDocumentBodyFiles } from './document-body-files.ts';

/** The two bodies of a filing document: the original as EDGAR sent it and the sanitised copy. */
type BodyPart = 'html' | 'safeHtml';

/** What a `sec_filing_documents` row says about its bodies (as selected: a part's column may be left out). */
interface StoredBodies extends Partial<Record<BodyPart, string>> {
  bodyInFile: boolean;
  sanitizerVersion: number;
}

/**
 * Where filing documents' bodies are kept (ADR 0328). On PostgreSQL, in the row's columns, as before: several
 * instances share the database. On the embedded database, in gzip files under DATA_DIR: storing 4 MB bodies in
 * PGlite costs hundreds of milliseconds of the request thread and grows a WebAssembly heap that is never returned.
 */
export interface DocumentBodies {
  /**
   * Keeps the bodies of a new row, or the new sanitised copy of the `stored` one; answers what the row's columns
   * must say afterwards. Write the row only once this is done: a row never points at a body that is not there.
   */
  put(
    accession: string,
    bodies: { html?: string; safeHtml: string },
    sanitizerVersion: number,
    stored?: StoredBodies,
  ): Promise<{ html?: string; safeHtml: string; bodyInFile: boolean }>;
  /** One part of a stored row; null when the row's file is gone (the document is then fetched again). */
  read(accession: string, row: StoredBodies, part: BodyPart): Promise<string | null>;
  /** Bytes the body files take on disk (0 without files), for /debug. */
  fileBytes(): Promise<number>;
}

/** PostgreSQL: the bodies stay in the row. */
const inColumns: DocumentBodies = {
  put: async (_accession, bodies) => ({ ...bodies, bodyInFile: false }),
  // A file row can only come from an embedded database; its files are not here.
  read: async (_accession, row, part) => (row.bodyInFile ? null : (row[part] ?? null)),
  fileBytes: async () => 0,
};

const bodyFolder = (dataDir: string) => path.join(dataDir, 'filing-documents');

/**
 * Deletes the temporary body files a crash (power loss, a killed process) left in the embedded database's folder;
 * run once at start-up. Answers how many there were.
 */
export function sweepBodyFileLeftovers(dataDir: string, now?: number): Promise<number> {
  return createDocumentBodyFiles(bodyFolder(dataDir)).sweepLeftovers(now);
}

/**
 * The store for this database: files under `dataDir/filing-documents` on PGlite, the columns on PostgreSQL. The
 * files' compression runs on `cpu` (the worker pool in the server).
 */
export function createDocumentBodies(
  database: Pick<Database, 'driver'>,
  dataDir: string,
  cpu?: Pick<FilingWork, 'gzipText'>,
): DocumentBodies {
  if (database.driver === 'postgres') return inColumns;
  const files = createDocumentBodyFiles(bodyFolder(dataDir), cpu?.gzipText);
  // The sanitised copy's name says which sanitiser made it: a copy left in the folder by another history (a
  // restored backup) is then never taken for the one the row records.
  const fileName = (accession: string, part: BodyPart, sanitizerVersion: number) =>
    part === 'html' ? `${accession}.original.html.gz` : `${accession}.safe.v${sanitizerVersion}.html.gz`;
  return {
    async put(accession, bodies, sanitizerVersion, stored) {
      // A row from before ADR 0328 moves to files whole: its original is taken from its column.
      const html = bodies.html ?? (stored && !stored.bodyInFile ? stored.html : undefined);
      await Promise.all([
        html !== undefined && files.write(fileName(accession, 'html', 0), html),
        files.write(fileName(accession, 'safeHtml', sanitizerVersion), bodies.safeHtml),
      ]);
      if (stored?.bodyInFile && stored.sanitizerVersion !== sanitizerVersion)
        await files.remove(fileName(accession, 'safeHtml', stored.sanitizerVersion));
      return { ...(html !== undefined ? { html: '' } : {}), safeHtml: '', bodyInFile: true };
    },
    // Rows stored before ADR 0328 keep their bodies in the columns and are read from there.
    read: async (accession, row, part) =>
      row.bodyInFile ? files.read(fileName(accession, part, row.sanitizerVersion)) : (row[part] ?? null),
    fileBytes: () => files.totalBytes(),
  };
}
