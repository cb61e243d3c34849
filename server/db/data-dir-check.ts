import fs from 'node:fs';
import path from 'node:path';

/** A DATA_DIR the server cannot use, said in one line: what is wrong with which path and what to do. */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'part of the path is a file, not a folder',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is exhausted',
  ENAMETOOLONG: 'the path is too long',
};

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return REASONS[code] ?? (code || 'unknown error');
}

const advice = 'set DATA_DIR to a folder the user running 10Kai can write to';

/**
 * Checks before anything else touches it that DATA_DIR is a folder this process can create and write: the
 * embedded database, the generated secret, the mail outbox and the filing cache all live there.
 */
export function checkDataDir(dir: string): void {
  const resolved = path.resolve(dir);
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(resolved, { throwIfNoEntry: false });
  } catch (error) {
    // A file somewhere up the path: creating the folder below fails and says so.
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') stat = undefined;
    else throw new DataDirError(`DATA_DIR ${resolved} cannot be read (${reason(error)}): ${advice}.`);
  }
  if (stat && !stat.isDirectory()) {
    throw new DataDirError(
      `DATA_DIR ${resolved} is a file, not a folder: move the file away or ${advice} (it is created when missing).`,
    );
  }
  if (!stat) {
    try {
      fs.mkdirSync(resolved, { recursive: true });
    } catch (error) {
      throw new DataDirError(
        `DATA_DIR ${resolved} cannot be created (${reason(error)}): create it yourself or ${advice}.`,
      );
    }
  }
  const probe = path.join(resolved, `.write-test-${process.pid}`);
  try {
    fs.writeFileSync(probe, '', { flag: 'w' });
    fs.rmSync(probe, { force: true });
  } catch (error) {
    throw new DataDirError(
      `DATA_DIR ${resolved} is not writable (${reason(error)}): make it writable for the user running 10Kai or ${advice}.`,
    );
  }
}
