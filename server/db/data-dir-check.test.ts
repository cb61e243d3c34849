import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDataDir, DataDirError } from './data-dir-check.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-datadir-'));
afterAll(() => {
  fs.chmodSync(scratch, 0o700);
  for (const entry of fs.readdirSync(scratch)) fs.chmodSync(path.join(scratch, entry), 0o700);
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A folder this process cannot write: permissions for a normal user; for root (CI containers) sysfs. */
function readOnlyFolder(): string {
  if (process.getuid?.() === 0) return '/sys/kernel';
  const dir = path.join(scratch, 'read-only');
  fs.mkdirSync(dir);
  fs.chmodSync(dir, 0o500);
  return dir;
}

/** Runs the real server entry point and returns its exit code and what it printed. */
function startWith(dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('DATA_DIR start-up errors', () => {
  it('says a file is not a folder', () => {
    const file = path.join(scratch, 'a-file');
    fs.writeFileSync(file, 'not a folder');
    expect(() => checkDataDir(file)).toThrow(DataDirError);
    expect(() => checkDataDir(file)).toThrow(`DATA_DIR ${file} is a file, not a folder`);
  });

  it('says a read-only folder is not writable', () => {
    const dir = readOnlyFolder();
    expect(() => checkDataDir(dir)).toThrow(
      new RegExp(`^DATA_DIR ${dir} is not writable \\(permission denied\\)`),
    );
  });

  it('says a folder that cannot be created cannot be created, and why', () => {
    const file = path.join(scratch, 'blocker');
    fs.writeFileSync(file, '');
    expect(() => checkDataDir(path.join(file, 'data'))).toThrow(
      `DATA_DIR ${path.join(file, 'data')} cannot be created (part of the path is a file, not a folder)`,
    );
  });

  it('creates a missing folder and leaves nothing behind in a good one', () => {
    const dir = path.join(scratch, 'fresh', 'data');
    checkDataDir(dir);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('makes the server exit 1 with that one line: no errno dump, no stack trace', async () => {
    const file = path.join(scratch, 'data-file');
    fs.writeFileSync(file, '');
    for (const dataDir of [file, readOnlyFolder()]) {
      const run = await startWith(dataDir);
      expect(run.code).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^DATA_DIR ${dataDir} is (a file|not writable)`));
      expect(run.stdout + run.stderr).not.toMatch(/\bat .+\.(ts|js):\d+|"errno"|"stack"/);
    }
  }, 120_000);
});
