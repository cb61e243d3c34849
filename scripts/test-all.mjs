import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm test`: lint, typecheck, dead code (knip: unused files, exports and dependencies), unit + integration on PGlite, the server suite again on PostgreSQL when
 * TEST_DATABASE_URL is set, then the build, the two-instance cluster smoke test (PostgreSQL only), then the
 * Playwright suite against the production build. Stops at the first failure and ends with one 'N passed, N
 * failed' line.
 */
const results = '.tmp/test-results';
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

function step(name, command, args, env = {}) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `━━ ${name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return run.status === 0;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function finish(ok) {
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(ok ? 0 : 1);
}

const vitest = (name, file, extra = [], env = {}) =>
  step(
    name,
    'npx',
    ['vitest', 'run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );

let ok =
  step('lint', 'npx', ['biome', 'check', '.']) &&
  step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']) &&
  step('dead code', 'npx', ['knip', '--no-progress']);
if (ok) {
  ok = vitest('unit and integration (PGlite)', `${results}/vitest-pglite.json`);
  countVitest(`${results}/vitest-pglite.json`);
}
if (ok && process.env.TEST_DATABASE_URL) {
  // Only what touches the database runs twice: the scripts' tests and the timing test of the e-mail enumeration
  // promise (80 s, about the auth code path, not the database) ran in the PGlite pass. The tests that start two
  // app processes run afterwards on one worker: they judge timing across processes (EDGAR's 8 requests a second
  // as the fake EDGAR sees them), which a second test file competing for the two cores would blur.
  const multiProcess = ['two-instances.test.ts', 'lockout-race.test.ts', 'quota-race.test.ts'];
  ok = vitest(
    'server integration (PostgreSQL)',
    `${results}/vitest-postgres.json`,
    [
      '--project',
      'server',
      '--exclude',
      'scripts/**',
      '--exclude',
      'server/accounts/auth-timing.test.ts',
      ...multiProcess.flatMap((file) => ['--exclude', `**/${file}`]),
    ],
    { TEST_DB: 'postgres' },
  );
  countVitest(`${results}/vitest-postgres.json`);
  if (ok) {
    ok = vitest(
      'two app processes on PostgreSQL (one worker)',
      `${results}/vitest-postgres-processes.json`,
      ['--project', 'server', '--maxWorkers=1', ...multiProcess],
      { TEST_DB: 'postgres' },
    );
    countVitest(`${results}/vitest-postgres-processes.json`);
  }
} else if (ok) {
  console.log('\n━━ server integration (PostgreSQL): skipped, TEST_DATABASE_URL is not set');
}
if (ok) {
  ok = step('build', 'npm', ['run', 'build']);
  if (ok) fs.writeFileSync('dist/.build-stamp', new Date().toISOString());
}
if (ok && process.env.TEST_DATABASE_URL) {
  // Two production processes behind a round-robin proxy on one PostgreSQL (a scratch database), checks only.
  ok = step('cluster smoke (2 instances, PostgreSQL)', 'npm', ['run', 'bench:cluster', '--', '--smoke'], {
    BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL,
  });
  if (ok) totals.passed += 1;
  else totals.failed += 1;
}
if (ok) {
  ok = step(
    'end-to-end (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.resolve(results, 'playwright.json'),
    },
  );
  countPlaywright(`${results}/playwright.json`);
}
finish(ok);
