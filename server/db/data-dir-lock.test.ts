import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const holderScript = path.resolve('server/db/testing/hold-data-dir-lock.ts');
const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Another process holding the folder's lock, as a second 10Kai server would (node itself: its PID is the holder's). */
async function holdLock(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', holderScript, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => String(chunk).includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('lockDataDir', () => {
  it('refuses a folder held by another live 10Kai process, naming its PID, and leaves it untouched', async () => {
    const dir = tempDir();
    const holder = await holdLock(dir);
    fs.writeFileSync(path.join(dir, 'marker'), 'unchanged');
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(`in use by another 10Kai process (pid ${holder.pid})`);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(holder.pid));
    expect(fs.readFileSync(path.join(dir, 'marker'), 'utf8')).toBe('unchanged');
  }, 60_000);

  it('keeps the holder running however often others ask who holds the folder', async () => {
    const dir = tempDir();
    const holder = await holdLock(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    // An asker that gives up before the holder answers (as lockDataDir does after 2 s when the holder's event loop
    // is busy): the holder writes its PID to a closed connection.
    if (process.platform === 'linux') {
      const id = createHash('sha256').update(fs.realpathSync(dir)).digest('hex').slice(0, 40);
      for (let attempt = 0; attempt < 20; attempt += 1) {
        await new Promise<void>((resolve) => {
          const socket = net.connect(`\0/10kai/data-dir/${id}`, () => {
            socket.destroy();
            resolve();
          });
        });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(holder.exitCode).toBeNull();
    await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${holder.pid})`);
  }, 60_000);

  it('takes the folder after the holder is killed (kill -9) and its PID now belongs to another program', async () => {
    const dir = tempDir();
    const holder = await holdLock(dir);
    await killHard(holder);
    // The crash left server.lock behind; the PID it names is reused by a live process that is not 10Kai.
    const stranger = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    children.push(stranger);
    fs.writeFileSync(path.join(dir, 'server.lock'), String(stranger.pid));
    const release = await lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  }, 60_000);

  it('is held once per process too, and can be taken again after release', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    release();
    const again = await lockDataDir(dir);
    again();
  });

  it('locks two different folders independently', async () => {
    const releases = [await lockDataDir(tempDir()), await lockDataDir(tempDir())];
    for (const release of releases) release();
  });
});
