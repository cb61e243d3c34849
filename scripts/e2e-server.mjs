import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { buildIfNeeded } from './build-if-needed.mjs';

/** The production build on a fresh data folder, for Playwright. */
buildIfNeeded();
const dataDir = process.env.DATA_DIR ?? '.tmp/e2e-data';
fs.rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
