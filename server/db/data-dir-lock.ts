import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number | null,
  ) {
    super(
      `The data folder ${path.dirname(lockFile)} is in use by another 10Kai process${pid ? ` (pid ${pid})` : ''}. ` +
        'The embedded database allows one process at a time: stop that process, or set DATA_DIR to another folder, or set DATABASE_URL to use a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Where the lock listens. On Linux an abstract socket: it has no file, and the kernel frees the name the moment
 * the holding process dies, however it dies. Elsewhere a socket file in the folder; a leftover file nobody
 * listens on is stale and is replaced.
 */
function lockAddress(dir: string): { address: string; file: string | null } {
  if (process.platform === 'linux') {
    const id = createHash('sha256').update(fs.realpathSync(dir)).digest('hex').slice(0, 40);
    return { address: `\0/10kai/data-dir/${id}`, file: null };
  }
  const file = path.join(dir, 'server.sock');
  return { address: file, file };
}

function listen(server: net.Server, address: string): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const onError = (error: NodeJS.ErrnoException) => resolve(error);
    server.once('error', onError);
    server.listen(address, () => {
      server.off('error', onError);
      resolve(null);
    });
  });
}

/** Asks the holder who it is: a live 10Kai holder answers with its PID; a stale socket refuses the connection. */
function askHolder(address: string): Promise<{ alive: boolean; pid: number | null }> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let answer = '';
    const done = (result: { alive: boolean; pid: number | null }) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(2000, () => done({ alive: true, pid: null }));
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\n')) done({ alive: true, pid: Number.parseInt(answer, 10) || null });
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      done({ alive: !['ECONNREFUSED', 'ENOENT'].includes(error.code ?? ''), pid: null }),
    );
  });
}

/**
 * Takes the embedded database's folder for this process. PGlite raises no error when two processes open the
 * same folder, it silently loses writes, so a second process must stop before it touches anything. The lock is a
 * listening socket the operating system releases when the process dies, so a crash never leaves the folder
 * locked, and a PID reused by another program after a crash means nothing. `server.lock` only tells people
 * which PID holds the folder.
 */
export async function lockDataDir(dir: string): Promise<() => void> {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, 'server.lock');
  const { address, file } = lockAddress(dir);
  const server = net.createServer((socket) => {
    // An asker that hung up first (it gives up after 2 s while this process is busy) must not crash the server.
    socket.on('error', () => {});
    socket.end(`${process.pid}\n`);
  });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const error = await listen(server, address);
    if (!error) {
      server.unref();
      fs.writeFileSync(lockFile, String(process.pid));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        server.close();
        fs.rmSync(lockFile, { force: true });
      };
    }
    if (error.code !== 'EADDRINUSE') throw error;
    const holder = await askHolder(address);
    if (holder.alive) throw new DataDirLockedError(lockFile, holder.pid);
    // A socket file left by a process that died (non-Linux): nobody listens, so it is safe to replace.
    if (file) fs.rmSync(file, { force: true });
  }
  throw new DataDirLockedError(lockFile, null);
}
