import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { GENERIC_SEC_USER_AGENT, loadConfig } from '#server/config.ts';
import { startServer } from '#server/start-server.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-ua-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function startupWarnings(userAgent: string): Promise<string[]> {
  const lines: string[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEC_USER_AGENT: userAgent,
  });
  const server = await startServer(config, log);
  await server.close();
  return lines.map((line) => JSON.parse(line).msg as string);
}

describe('SEC User-Agent at start-up', () => {
  it('warns when the generic default is used, and not for a declared contact', async () => {
    expect(
      (await startupWarnings(GENERIC_SEC_USER_AGENT)).some((msg) => msg.includes('SEC_USER_AGENT')),
    ).toBe(true);
    expect(
      (await startupWarnings('Acme Corp admin@acme.example')).some((msg) => msg.includes('SEC_USER_AGENT')),
    ).toBe(false);
    // Two full start-ups on a fresh embedded database: slow on a loaded machine.
  }, 90_000);
});
