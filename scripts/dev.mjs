import fs from 'node:fs';
import { planOfflineFakes, readPort } from './offline-fakes.mjs';
import { createProcessGroup } from './process-group.mjs';

/**
 * `npm run dev`: the API server (tsx watch) and Vite with hot reload. `--offline` also starts the local fakes
 * (scripts/offline-fakes.mjs: the fake EDGAR serving ../shared/edgar) and points the server at them, so the main
 * job works with no internet. PORT (API, 3000), WEB_PORT (Vite, 5173) and each fake's port variable are honoured;
 * a bad input stops here with one line, and the children start and stop together.
 */
const offline = process.argv.includes('--offline');

function fail(message) {
  console.error(`dev: ${message}`);
  process.exit(1);
}

const api = readPort(process.env, 'PORT', 3000);
const web = readPort(process.env, 'WEB_PORT', 5173);
const problem = api.problem ?? web.problem;
if (problem) fail(problem);
if (api.port === web.port) fail(`PORT and WEB_PORT must differ (both are ${api.port}).`);
for (const file of ['node_modules/.bin/tsx', 'node_modules/.bin/vite']) {
  if (!fs.existsSync(file)) fail(`${file} is missing: run npm install first (from the project folder).`);
}

const serverEnv = {
  NODE_ENV: 'development',
  PORT: String(api.port),
  APP_URL: process.env.APP_URL ?? `http://localhost:${web.port}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
};
const fakes = offline ? planOfflineFakes() : null;
if (fakes?.problem) fail(fakes.problem);

const group = createProcessGroup();
if (fakes) {
  fakes.start(group.run);
  Object.assign(serverEnv, fakes.serverEnv, { DATA_DIR: process.env.DATA_DIR ?? './data/offline' });
}
group.run(
  'server',
  process.execPath,
  ['node_modules/.bin/tsx', 'watch', '--clear-screen=false', 'server/main.ts'],
  serverEnv,
);
group.run('web', process.execPath, ['node_modules/.bin/vite', '--config', 'web/vite.config.ts'], {
  WEB_PORT: String(web.port),
  DEV_API_URL: `http://127.0.0.1:${api.port}`,
});
