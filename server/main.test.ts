import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_VERSION_FILE } from './db/data-version.ts';

const children: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-main-'));
afterAll(async () => {
  await Promise.all(
    children.map((child) =>
      child.exitCode === null
        ? new Promise((resolve) => child.once('exit', resolve).kill('SIGKILL'))
        : undefined,
    ),
  );
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
});

function start(env: Record<string, string>) {
  // Node itself, not the tsx CLI: the CLI runs the server as its own child, which a SIGKILL of the CLI leaves
  // running (a PGlite server left behind by every run of this file).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'test', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const waitFor = async (text: string) => {
    for (let waited = 0; waited < 90_000 && !output.includes(text); waited += 50) {
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return output;
  };
  return { child, exited, waitFor, output: () => output };
}

describe('server process start-up', () => {
  it('stops on a malformed variable, naming it', async () => {
    const run = start({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/PORT: /);
  }, 90_000);

  it('refuses, in one line, a data folder a newer 10Kai wrote, before opening it', async () => {
    const newer = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-newer-'));
    try {
      fs.mkdirSync(path.join(newer, 'pglite'));
      const record = JSON.stringify({ app: '99.0.0', migrations: 999, latestMigration: '0999_future' });
      fs.writeFileSync(path.join(newer, 'pglite', DATA_VERSION_FILE), record);
      const run = start({ PORT: '0', DATA_DIR: newer });
      expect(await run.exited).toBe(1);
      const line = run
        .output()
        .split('\n')
        .find((text) => text.startsWith('The data folder'));
      expect(line).toMatch(
        /^The data folder \S+pglite was written by 10Kai 99\.0\.0 \(999 migrations\), newer than this 10Kai \S+ \(\d+ migrations\): run 99\.0\.0 or newer, or restore a backup made by this version\.$/,
      );
      expect(fs.readdirSync(path.join(newer, 'pglite'))).toEqual([DATA_VERSION_FILE]);
      expect(fs.readFileSync(path.join(newer, 'pglite', DATA_VERSION_FILE), 'utf8')).toBe(record);
    } finally {
      fs.rmSync(newer, { recursive: true, force: true });
    }
  }, 90_000);

  it('lets only one process own an embedded data folder; the second exits and changes nothing', async () => {
    const first = start({ PORT: '0', DATA_DIR: dataDir });
    expect(await first.waitFor('10Kai is listening')).toContain('10Kai is listening');
    const before = fs.readdirSync(path.join(dataDir, 'pglite')).length;
    const owner = fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8');
    const second = start({ PORT: '0', DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('in use by another 10Kai process');
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(owner);
    expect(first.child.exitCode).toBeNull();
    expect(fs.readdirSync(path.join(dataDir, 'pglite')).length).toBe(before);
  }, 150_000);
});
