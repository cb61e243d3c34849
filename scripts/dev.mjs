import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API server (tsx watch) and Vite with hot reload. `--offline` also starts the fake EDGAR
 * serving ../shared/edgar and points the server's SEC URLs at it, so the main job works with no internet.
 */
const offline = process.argv.includes('--offline');
const children = [];

function run(name, command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    for (const other of children) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
}

const serverEnv = {
  NODE_ENV: 'development',
  APP_URL: 'http://localhost:5173',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
};
if (offline) {
  const port = process.env.FAKE_EDGAR_PORT ?? '3101';
  run('fake-edgar', 'npx', ['tsx', 'scripts/fake-edgar.ts', '--port', port]);
  Object.assign(serverEnv, {
    SEC_WWW_URL: `http://127.0.0.1:${port}`,
    SEC_DATA_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: process.env.DATA_DIR ?? './data/offline',
  });
  // The market-data provider too: the admin's API Import and Update Data run against a local fake Finnhub.
  const finnhubPort = process.env.FAKE_FINNHUB_PORT ?? '3102';
  run('fake-finnhub', 'npx', ['tsx', 'scripts/fake-finnhub.ts', '--port', finnhubPort]);
  Object.assign(serverEnv, {
    FINNHUB_BASE_URL: `http://127.0.0.1:${finnhubPort}`,
    FINNHUB_API_KEY: process.env.FINNHUB_API_KEY ?? 'fake-finnhub-key',
  });
}
run('server', 'npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], serverEnv);
run('web', 'npx', ['vite', '--config', 'web/vite.config.ts']);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
