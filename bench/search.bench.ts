import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { companies } from '../server/companies/schema.ts';
import type { Database } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open-database.ts';
import type { BenchReport } from './report.ts';

const CONNECTIONS = 50;
const DURATION_S = 8;
const WARMUP_S = 2;
const CATALOGUE = path.resolve(import.meta.dirname, '../../shared/edgar/files/company_tickers_exchange.json');
/** What people type: names, a ticker, industry words, and partial words that only the substring fallback finds. */
const SEARCHES = ['apple', 'bank', 'NVDA', 'energy', 'pharmaceuticals', 'gold mining', 'holdings', 'icros'];

type Row = [cik: number, name: string, ticker: string, exchange: string | null];

/** About 10,000 listed companies from EDGAR's ticker file, in one transaction of batched inserts. */
async function loadCatalogue(database: Database): Promise<number> {
  const { data } = JSON.parse(fs.readFileSync(CATALOGUE, 'utf8')) as { data: Row[] };
  const seen = new Set<string>();
  const rows = data.flatMap(([cik, name, rawTicker, exchange]) => {
    const ticker = rawTicker.trim().toUpperCase();
    if (!ticker || seen.has(ticker)) return [];
    seen.add(ticker);
    return [{ ticker, name, exchange: exchange?.toUpperCase() ?? null, cik: String(cik).padStart(10, '0') }];
  });
  for (let start = 0; start < rows.length; start += 1000) {
    await database.db
      .insert(companies)
      .values(rows.slice(start, start + 1000))
      .onConflictDoNothing({ target: companies.ticker });
  }
  await database.analyze();
  return rows.length;
}

async function startServer(port: number, env: Record<string, string>) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), APP_URL: baseUrl, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (waited > 60_000) throw new Error('server did not start in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  return { baseUrl, stop };
}

/** Signs up and in through the real auth endpoints; returns the session cookie. */
async function sessionCookie(baseUrl: string): Promise<string> {
  const user = { email: `bench-${Date.now()}@example.com`, password: 'correct horse battery', name: 'Bench' };
  const post = (endpoint: string, body: unknown) =>
    fetch(`${baseUrl}/api/auth/${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(body),
    });
  const signUp = await post('sign-up/email', user);
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const signIn = await post('sign-in/email', { email: user.email, password: user.password });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** autocannon reports p90/p97.5 only, so p95 comes from every response's own time. */
async function load(baseUrl: string, cookie: string, paths: string[], duration: number) {
  const times: number[] = [];
  let failed = 0;
  const instance = autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration,
    headers: { cookie },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    times.push(ms);
    if (status !== 200) failed += 1;
  });
  const result = await new Promise<Result>((resolve) => instance.on('done', resolve));
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    rps: Math.round(times.length / result.duration),
    failed: failed + result.errors + result.timeouts,
  };
}

async function benchDriver(
  label: string,
  env: Record<string, string>,
  port: number,
  prepare: () => Promise<Database>,
) {
  const database = await prepare();
  await runMigrations(database);
  const loaded = await loadCatalogue(database);
  await database.close();
  const server = await startServer(port, env);
  try {
    const cookie = await sessionCookie(server.baseUrl);
    const cases: Array<[string, string[]]> = [
      ['GET /api/me (floor)', ['/api/me']],
      ['search, mixed queries', SEARCHES.map((q) => `/api/companies/search?q=${encodeURIComponent(q)}`)],
      ['search, full-text only', ['/api/companies/search?q=bank']],
      ['search, substring fallback', ['/api/companies/search?q=icros']],
    ];
    const rows: BenchReport['rows'] = [];
    for (const [name, paths] of cases) {
      await load(server.baseUrl, cookie, paths, WARMUP_S);
      const figures = await load(server.baseUrl, cookie, paths, DURATION_S);
      rows.push({
        database: label,
        case: name,
        'p50 ms': Math.round(figures.p50 * 10) / 10,
        'p95 ms': Math.round(figures.p95 * 10) / 10,
        'req/s': figures.rps,
        'non-200': figures.failed,
      });
    }
    return { rows, loaded };
  } finally {
    await server.stop();
  }
}

/**
 * Company search through the whole HTTP + session stack (production build, real session cookie) at 50
 * connections, beside the cheapest authenticated route as the floor. PGlite always; PostgreSQL when a URL is given.
 */
export async function benchSearch(databaseUrl?: string): Promise<BenchReport> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-bench-search-'));
  const rows: BenchReport['rows'] = [];
  let loaded = 0;
  try {
    const pglite = await benchDriver('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, 3221, () =>
      openDatabase({ pgliteDir: path.join(dataDir, 'pglite') }),
    );
    rows.push(...pglite.rows);
    loaded = pglite.loaded;
    if (databaseUrl) {
      const name = `tenkai_bench_search_${Date.now()}`;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(databaseUrl);
      url.pathname = `/${name}`;
      try {
        const postgres = await benchDriver(
          'PostgreSQL',
          { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
          3222,
          () => openDatabase({ databaseUrl: url.toString(), poolSize: 1 }),
        );
        rows.push(...postgres.rows);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    title: `Company search at ${CONNECTIONS} connections (${loaded.toLocaleString('en-US')} companies)`,
    rows,
    notes: [
      `autocannon, ${DURATION_S} s per case after ${WARMUP_S} s warm-up, production build with a real session cookie.`,
      'Goal on PostgreSQL: search p95 ≤ 15 ms and ≥ 1,500 requests/s.',
    ],
  };
}
