import { buildIfNeeded } from './build-if-needed.mjs';
import { edgarReachable, planOfflineFakes } from './offline-fakes.mjs';
import { createProcessGroup } from './process-group.mjs';

/**
 * `npm start`: builds if needed and serves the production bundle. `npm start -- --offline` (or OFFLINE=true) also
 * starts the local fakes (the EDGAR replica in ../shared/edgar) and points the server at them, like dev:offline.
 */
const offline =
  process.argv.includes('--offline') || ['1', 'true', 'yes'].includes(process.env.OFFLINE ?? '');
const fakes = offline ? planOfflineFakes() : null;
if (fakes?.problem) {
  console.error(`start: ${fakes.problem}`);
  process.exit(1);
}

buildIfNeeded();
const group = createProcessGroup();
const serverEnv = {};
if (fakes) {
  fakes.start(group.run);
  Object.assign(serverEnv, fakes.serverEnv, { DATA_DIR: process.env.DATA_DIR ?? './data/offline' });
  console.log('Offline mode: SEC EDGAR is served from the bundled replica.');
}
group.run('server', process.execPath, ['--enable-source-maps', 'dist/server/main.js'], serverEnv);
if (!process.env.DATABASE_URL) {
  // The embedded database's WebAssembly heap is most of the process's memory (ADR 0306).
  console.log(
    'Embedded database (PGlite, about 0.3 GB of memory); to use a PostgreSQL server instead: DATABASE_URL=postgres://user:password@host:5432/db npm start',
  );
}

if (!fakes) {
  const secUrl = process.env.SEC_WWW_URL || 'https://www.sec.gov';
  void edgarReachable(secUrl).then((reachable) => {
    if (reachable) return;
    console.log(
      `SEC EDGAR (${secUrl}) cannot be reached from this machine, so fetching filings will fail. ` +
        'To use the bundled EDGAR replica instead, run: npm start -- --offline',
    );
  });
}
