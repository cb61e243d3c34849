import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SHARED_EDGAR_DIR } from '../server/test/fakes/fake-edgar.ts';

/** `npm start` on ports from this suite's own range (3716+). */
let child: ChildProcess | undefined;
let output = '';

function start(args: string[], env: Record<string, string>) {
  output = '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-start-'));
  child = spawn(process.execPath, ['scripts/start.mjs', ...args], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      EDGAR_REPLICA_DIR: SHARED_EDGAR_DIR,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  return child;
}

function exited(process: ChildProcess): Promise<number | null> {
  if (process.exitCode !== null) return Promise.resolve(process.exitCode);
  return new Promise((resolve) => process.once('exit', (code) => resolve(code)));
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child?.exitCode !== null) break;
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`timed out:\n${output}`);
}

const ok = async (url: string) => (await fetch(url)).ok;

afterEach(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await exited(child);
  }
});

describe('npm start', () => {
  it('--offline serves EDGAR from the bundled replica and stops it with the server', async () => {
    const started = start(['--offline'], {
      PORT: '3716',
      FAKE_EDGAR_PORT: '3717',
      FAKE_STRIPE_PORT: '3719',
      FAKE_FINNHUB_PORT: '3715',
      FAKE_SALESFORCE_PORT: '3721',
      FAKE_HUBSPOT_PORT: '3722',
      FAKE_LLM_PORT: '3724',
      FAKE_OIDC_PORT: '3729',
      FAKE_DNS_PORT: '3730',
      FAKE_DNS_CONTROL_PORT: '3731',
    });
    await until(() => ok('http://127.0.0.1:3716/api/health'), 240_000);
    expect(await ok('http://127.0.0.1:3717/files/company_tickers.json')).toBe(true);
    expect(await ok('http://127.0.0.1:3724/v1/models')).toBe(true);
    expect(output).toContain('Offline mode: SEC EDGAR is served from the bundled replica.');
    started.kill('SIGTERM');
    expect(await exited(started)).toBe(0);
    await expect(fetch('http://127.0.0.1:3717/files/company_tickers.json')).rejects.toThrow();
    await expect(fetch('http://127.0.0.1:3724/v1/models')).rejects.toThrow();
  }, 300_000);

  it('says once how to run offline when EDGAR cannot be reached', async () => {
    start([], { PORT: '3718', SEC_WWW_URL: 'http://127.0.0.1:9', SEC_DATA_URL: 'http://127.0.0.1:9' });
    await until(() => output.includes('npm start -- --offline'), 240_000);
    expect(output.split('npm start -- --offline')).toHaveLength(2);
    expect(output).toContain('SEC EDGAR (http://127.0.0.1:9) cannot be reached');
  }, 300_000);
});
