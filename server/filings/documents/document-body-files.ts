import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

/** A body as stored: its UTF-8 bytes gzipped. On a worker thread (ADR 0305), where blocking is the point. */
export const gzipTextSync = (text: string): Uint8Array => zlib.gzipSync(text);

/** The same bytes from the calling thread: the compression runs on libuv's pool, the UTF-8 encoding here. */
export const gzipTextAsync = (text: string): Promise<Uint8Array> => gzip(text);

/** A write takes seconds: a temporary file older than this belongs to no write still running (a crash left it). */
export const LEFTOVER_AGE_MS = 60 * 60 * 1000;

/** Names are built from accession numbers (digits and dashes): nothing else may become part of a path. */
const FILE_NAME = /^[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*$/;

/**
 * Text bodies as gzip files in one folder. `compress` is the worker pool's in the server (encoding and compressing
 * a 4 MB body off the request thread), zlib's async API otherwise; the files are read and written with
 * `fs.promises`, so the request thread only hands over buffers. A body is written to a temporary file, flushed,
 * then renamed over its name: a crash leaves the old file, the new one or none, never half of one.
 */
export function createDocumentBodyFiles(
  folder: string,
  compress: (text: string) => Promise<Uint8Array> = gzipTextAsync,
) {
  function pathOf(name: string) {
    if (!FILE_NAME.test(name)) throw new Error(`Not a document file name: ${name}`);
    return path.join(folder, name);
  }
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  /** The folder's file names; none before the first write. */
  const names = () =>
    fs.readdir(folder).catch((error: unknown) => {
      if (missing(error)) return [];
      throw error;
    });
  /** A file's stats, or null when it is gone (renamed or deleted meanwhile). */
  const statOf = (name: string) =>
    fs.stat(path.join(folder, name)).catch((error: unknown) => {
      if (missing(error)) return null;
      throw error;
    });

  return {
    async write(name: string, body: string): Promise<void> {
      const target = pathOf(name);
      const compressed = await compress(body);
      await fs.mkdir(folder, { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      try {
        const handle = await fs.open(temporary, 'w');
        try {
          await handle.writeFile(compressed);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },

    /** The body, or null when its file is missing. */
    async read(name: string): Promise<string | null> {
      let compressed: Buffer;
      try {
        compressed = await fs.readFile(pathOf(name));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      return (await gunzip(compressed)).toString('utf8');
    },

    async remove(name: string): Promise<void> {
      await fs.rm(pathOf(name), { force: true });
    },

    /** Deletes the temporary files crashes left behind; answers how many. */
    async sweepLeftovers(now = Date.now()): Promise<number> {
      let swept = 0;
      for (const name of await names()) {
        if (!name.endsWith('.tmp')) continue;
        const stats = await statOf(name);
        if (!stats || now - stats.mtimeMs < LEFTOVER_AGE_MS) continue;
        await fs.rm(path.join(folder, name), { force: true });
        swept += 1;
      }
      return swept;
    },

    async totalBytes(): Promise<number> {
      let bytes = 0;
      // A temporary file renamed meanwhile is counted under its new name, or not at all.
      for (const name of await names()) bytes += (await statOf(name))?.size ?? 0;
      return bytes;
    },
  };
}
