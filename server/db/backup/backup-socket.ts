import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';
import { BackupError } from './backup-error.ts';

/**
 * How `npm run backup` gets a copy of the embedded database while the server holds it (ADR 0061): the server
 * listens on a Unix socket in a folder only the data folder's owner may enter, and answers `backup 1` with a dump.
 * Whoever can connect could copy DATA_DIR anyway; nobody else can, and nothing listens on the network.
 */
const REQUEST = 'backup 1\n';
/** sockaddr_un holds 108 bytes on Linux, 104 on macOS. */
const MAX_SOCKET_PATH = 100;

function backupSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'run', 'backup.sock');
}

/** Starts answering backup requests; resolves to a function that stops. Call only while holding the data-dir lock. */
export async function serveBackups(
  dataDir: string,
  dump: () => Promise<Blob>,
  log: Logger,
): Promise<() => Promise<void>> {
  const file = backupSocketPath(dataDir);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH) {
    log.warn(
      { file },
      'the data folder path is too long for the backup socket: npm run backup works only while the server is stopped',
    );
    return async () => {};
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(file), 0o700);
  // Left by a server that crashed; this process holds the data-dir lock, so no live server listens on it.
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    let request = '';
    socket.setEncoding('latin1');
    socket.on('error', () => {});
    socket.on('data', (chunk: string) => {
      request += chunk;
      if (!request.includes('\n')) {
        if (request.length > REQUEST.length) socket.destroy();
        return;
      }
      socket.removeAllListeners('data');
      if (request !== REQUEST) return socket.end('error unknown request\n');
      const started = Date.now();
      dump()
        .then(async (blob) => {
          const bytes = Buffer.from(await blob.arrayBuffer());
          socket.write(`ok ${bytes.length}\n`);
          socket.end(bytes);
          log.info({ bytes: bytes.length, ms: Date.now() - started }, 'backup taken');
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'backup failed');
          const message = error instanceof Error ? error.message : String(error);
          socket.end(`error ${message.replace(/\s+/g, ' ')}\n`);
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  // The HTTP server keeps the process alive; this socket must not keep a stopping process alive.
  server.unref();
  // Stops taking requests; a backup under way is not waited for here: it holds the database, whose close waits.
  return async () => {
    server.close();
    fs.rmSync(file, { force: true });
  };
}

/** Asks the server holding `dataDir` for a dump of its database. */
export function requestBackup(dataDir: string): Promise<Buffer> {
  const file = backupSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = net.connect(file);
    const chunks: Buffer[] = [];
    socket.on('connect', () => socket.write(REQUEST));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') {
        reject(
          new BackupError(
            `The server holding ${path.resolve(dataDir)} does not answer backup requests (an older 10Kai, or a data ` +
              'folder path too long for its socket): stop it, then run npm run backup again.',
          ),
        );
      } else {
        reject(new BackupError(`The connection to the server broke (${error.code}); nothing was written.`));
      }
    });
    socket.on('close', () => {
      const answer = Buffer.concat(chunks);
      const newline = answer.indexOf('\n');
      const head = answer.subarray(0, newline === -1 ? answer.length : newline).toString('latin1');
      const body = answer.subarray(newline + 1);
      const size = /^ok (\d+)$/.exec(head)?.[1];
      if (size !== undefined && body.length === Number(size)) return resolve(body);
      reject(
        new BackupError(
          head.startsWith('error ')
            ? `The server could not take the backup: ${head.slice('error '.length)}`
            : 'The server closed the connection before the backup was complete (did it stop?); nothing was written.',
        ),
      );
    });
  });
}
