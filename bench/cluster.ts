import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { runMigrations } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { startRoundRobinProxy } from './round-robin-proxy.ts';
import {
  type ServerProcess,
  signedInCookie,
  startServerProcess,
  withScratchDatabase,
} from './server-process.ts';

/**
 * `npm run bench:cluster`: two production processes on one PostgreSQL (a scratch database on BENCH_DATABASE_URL)
 * behind a round-robin proxy. Smoke checks first — a session made through one instance works on both, and a
 * sign-out through the proxy is refused by both within 1 s, a company saved through one is listed by the other —
 * then /api/me through the proxy under load. `--smoke` runs the checks only (what `npm test` runs on PostgreSQL).
 */
const smokeOnly = process.argv.includes('--smoke');
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error(
    'bench:cluster needs BENCH_DATABASE_URL (a PostgreSQL server where it may create a database)',
  );
  process.exit(1);
}
const PROXY_PORT = 4012;
const proxyUrl = `http://127.0.0.1:${PROXY_PORT}`;

function check(condition: boolean, message: string) {
  if (!condition) throw new Error(`smoke: ${message}`);
  console.log(`  ✓ ${message}`);
}

async function meStatus(baseUrl: string, cookie: string): Promise<number> {
  return (await fetch(`${baseUrl}/api/me`, { headers: { cookie } })).status;
}

buildIfNeeded();
await withScratchDatabase(serverUrl, async (url) => {
  const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  await runMigrations(database);
  await database.close();
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), '10kai-cluster-')));
  // One secret for all instances: a session signed by one must verify on the other.
  const shared = {
    DATABASE_URL: url,
    APP_URL: proxyUrl,
    TRUST_PROXY: 'true',
    BETTER_AUTH_SECRET: 'cluster-bench-secret-cluster-bench-secret-0123',
    LOG_LEVEL: 'warn',
  };
  const instances = await Promise.all(
    [4010, 4011].map((port, index) => startServerProcess(port, { ...shared, DATA_DIR: dirs[index]! })),
  );
  const proxy = await startRoundRobinProxy(
    PROXY_PORT,
    instances.map((instance) => instance.baseUrl),
  );
  try {
    console.log('smoke (2 instances, 1 PostgreSQL, round-robin proxy):');
    const cookie = await signedInCookie(proxyUrl);
    const statuses = await Promise.all(instances.map((instance) => meStatus(instance.baseUrl, cookie)));
    check(
      statuses.every((status) => status === 200),
      'a session made through the proxy works on both instances',
    );
    const out = await fetch(`${proxyUrl}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: proxyUrl, 'content-type': 'application/json' },
      body: '{}',
    });
    check(out.ok, 'sign-out through the proxy');
    const started = Date.now();
    let refused = false;
    while (!refused && Date.now() - started < 1000) {
      const after = await Promise.all(instances.map((instance) => meStatus(instance.baseUrl, cookie)));
      refused = after.every((status) => status === 401);
    }
    check(refused, `both instances refuse the signed-out cookie (after ${Date.now() - started} ms)`);

    const [first, second] = instances as [ServerProcess, ServerProcess];
    const saver = await signedInCookie(first.baseUrl, proxyUrl);
    check(
      (await meStatus(second.baseUrl, saver)) === 200,
      'a session made on one instance works on the other',
    );
    const search = (await (
      await fetch(`${first.baseUrl}/api/companies/search?q=apple`, { headers: { cookie: saver } })
    ).json()) as { companies: Array<{ id: string; ticker: string }> };
    const company = search.companies[0];
    check(Boolean(company), `search on one instance finds ${company?.ticker}`);
    const saved = await fetch(`${first.baseUrl}/api/saved-companies`, {
      method: 'POST',
      headers: { cookie: saver, origin: proxyUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ companyId: company!.id }),
    });
    check(saved.status === 201, 'a company saved through one instance');
    const list = (await (
      await fetch(`${second.baseUrl}/api/saved-companies`, { headers: { cookie: saver } })
    ).json()) as { savedCompanies: Array<{ company_id: string }> };
    check(
      list.savedCompanies.some((row) => row.company_id === company!.id),
      'is listed by the other instance',
    );
    if (smokeOnly) return;

    const fresh = await signedInCookie(proxyUrl);
    const result = await new Promise<Result>((resolve, reject) =>
      autocannon(
        { url: `${proxyUrl}/api/me`, connections: 50, duration: 8, headers: { cookie: fresh } },
        (error, output) => (error ? reject(error) : resolve(output)),
      ),
    );
    console.log(
      `load: /api/me through the proxy, 50 connections, 8 s: ${Math.round(result.requests.total / result.duration)} req/s, p50 ${result.latency.p50} ms, non-2xx ${result.non2xx + result.errors + result.timeouts}`,
    );
    check(result.non2xx + result.errors + result.timeouts === 0, 'no failed request under load');
  } finally {
    proxy.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
});
