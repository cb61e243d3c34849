import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SHARED_EDGAR_DIR } from '../server/test/fakes/fake-edgar.ts';

/** Ports from this suite's own range (3710+), so it can run beside other servers. */
const PORTS = {
  PORT: '3710',
  WEB_PORT: '3711',
  FAKE_EDGAR_PORT: '3712',
  FAKE_STRIPE_PORT: '3713',
  FAKE_FINNHUB_PORT: '3714',
  FAKE_SALESFORCE_PORT: '3725',
  FAKE_HUBSPOT_PORT: '3720',
  FAKE_LLM_PORT: '3723',
  FAKE_OIDC_PORT: '3726',
  FAKE_DNS_PORT: '3727',
  FAKE_DNS_CONTROL_PORT: '3728',
};

let runner: ChildProcess | undefined;
let output = '';

function startRunner(env: Record<string, string>) {
  output = '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-dev-runner-'));
  const child = spawn(process.execPath, ['scripts/dev.mjs', '--offline'], {
    env: { ...process.env, ...PORTS, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  runner = child;
  return child;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Every process below `pid`, from `ps`. */
function descendants(pid: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const [child, ppid] of rows) {
      if (ppid === parent && child !== undefined) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(url: string, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    if (runner?.exitCode !== null) break;
    try {
      const response = await fetch(url);
      if (response.ok) return response;
      last = response.status;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} not ready: ${String(last)}\n${output}`);
}

async function portFree(port: string): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
    return false;
  } catch {
    return true;
  }
}

afterEach(async () => {
  if (runner && runner.exitCode === null) {
    runner.kill('SIGTERM');
    await exited(runner);
  }
});

describe('scripts/dev.mjs', () => {
  it('stops with one line when the EDGAR replica is missing', async () => {
    const child = startRunner({ EDGAR_REPLICA_DIR: path.join(os.tmpdir(), 'no-such-edgar-replica') });
    expect(await exited(child)).toBe(1);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toContain('no-such-edgar-replica has no manifest.json');
  });

  it('rejects a port that is not a number', async () => {
    const child = startRunner({ PORT: 'abc' });
    expect(await exited(child)).toBe(1);
    expect(output.trim()).toBe('dev: PORT must be a port number between 1 and 65535 (got "abc").');
  });

  it('proxies /api to the API server on a custom port, and leaves no child behind on SIGTERM', async () => {
    const child = startRunner({ EDGAR_REPLICA_DIR: SHARED_EDGAR_DIR });
    // Through Vite's proxy: the API server is on PORT, not the default 3000.
    const health = await waitFor(`http://127.0.0.1:${PORTS.WEB_PORT}/api/health`, 90_000);
    expect(((await health.json()) as { status: string }).status).toBe('ok');
    await waitFor(`http://127.0.0.1:${PORTS.FAKE_EDGAR_PORT}/files/company_tickers.json`, 10_000);
    await waitFor(`http://127.0.0.1:${PORTS.FAKE_LLM_PORT}/v1/models`, 10_000);
    await waitFor(`http://127.0.0.1:${PORTS.FAKE_OIDC_PORT}/.well-known/openid-configuration`, 10_000);
    await waitFor(`http://127.0.0.1:${PORTS.FAKE_DNS_CONTROL_PORT}/`, 10_000);

    const started = descendants(child.pid as number);
    expect(started.length).toBeGreaterThanOrEqual(3);
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect(started.filter(alive)).toEqual([]);
    for (const port of Object.values(PORTS)) expect(await portFree(port)).toBe(true);
  }, 150_000);

  it('stops every child when one of them dies', async () => {
    const child = startRunner({ EDGAR_REPLICA_DIR: SHARED_EDGAR_DIR });
    await waitFor(`http://127.0.0.1:${PORTS.FAKE_EDGAR_PORT}/files/company_tickers.json`, 60_000);
    await waitFor(`http://127.0.0.1:${PORTS.WEB_PORT}/api/health`, 90_000);
    const started = descendants(child.pid as number);
    // The fake EDGAR is the child listening on FAKE_EDGAR_PORT; the runner's direct children lead their groups.
    const fakeEdgar = started.find((pid) =>
      fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('fake-edgar.ts'),
    );
    expect(fakeEdgar).toBeDefined();
    process.kill(fakeEdgar as number, 'SIGKILL');

    expect(await exited(child)).not.toBe(0);
    expect(output).toContain('[fake-edgar] exited');
    expect(started.filter(alive)).toEqual([]);
    for (const port of Object.values(PORTS)) expect(await portFree(port)).toBe(true);
  }, 150_000);
});
