import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API server (tsx watch) and Vite with hot reload. `--offline` also starts the fake EDGAR
 * serving ../shared/edgar and points the server's SEC URLs at it, so the main job works with no internet.
 * It also starts the fake Salesforce and fake HubSpot (scripts/fake-crm.ts) and points the CRM adapters at them.
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
  const salesforcePort = process.env.FAKE_SALESFORCE_PORT ?? '3102';
  const hubspotPort = process.env.FAKE_HUBSPOT_PORT ?? '3103';
  run('fake-crm', 'npx', [
    'tsx',
    'scripts/fake-crm.ts',
    '--salesforce-port',
    salesforcePort,
    '--hubspot-port',
    hubspotPort,
  ]);
  Object.assign(serverEnv, {
    SALESFORCE_LOGIN_URL: `http://127.0.0.1:${salesforcePort}`,
    SALESFORCE_CLIENT_ID: 'fake-sf-client',
    SALESFORCE_CLIENT_SECRET: 'fake-sf-secret',
    HUBSPOT_API_URL: `http://127.0.0.1:${hubspotPort}`,
    HUBSPOT_CLIENT_ID: 'fake-hs-client',
    HUBSPOT_CLIENT_SECRET: 'fake-hs-secret',
  });
}
run('server', 'npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], serverEnv);
run('web', 'npx', ['vite', '--config', 'web/vite.config.ts']);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
