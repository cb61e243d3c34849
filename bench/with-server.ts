import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from './server-process.ts';

/** Runs the production build on a fresh embedded data folder for the length of `work`. */
export async function withProductionServer<T>(
  port: number,
  work: (baseUrl: string) => Promise<T>,
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-bench-server-'));
  const server = await startServerProcess(port, { DATA_DIR: dataDir });
  try {
    return await work(server.baseUrl.replace('127.0.0.1', 'localhost'));
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
