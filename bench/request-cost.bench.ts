import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadCatalogue } from '../server/companies/catalogue/pglite-snapshot.ts';
import { type Database, queryRows } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open-database.ts';
import type { BenchReport } from './report.ts';
import { signedInCookie, startServerProcess, withScratchDatabase } from './server-process.ts';

const CONNECTIONS = 50;
const DURATION_S = 8;
const WARMUP_S = 2;
const CEILING_S = 4;
const CEILING_PORT = 4002;

interface Figures {
  rps: number;
  requests: number;
  p50: number;
  p975: number;
  non2xx: number;
}

/** `paths`: request these in turn (each connection takes the next) instead of the URL's own path. */
async function load(
  url: string,
  duration: number,
  headers: Record<string, string> = {},
  paths?: string[],
): Promise<Figures> {
  let next = 0;
  const requests = paths
    ? [
        {
          setupRequest: <R extends { path: string }>(request: R): R => ({
            ...request,
            path: paths[next++ % paths.length]!,
          }),
        },
      ]
    : undefined;
  const result = await new Promise<Result>((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers, requests }, (error, output) =>
      error ? reject(error) : resolve(output),
    );
  });
  const latency = result.latency as Result['latency'] & { p97_5: number };
  return {
    rps: Math.round(result.requests.total / result.duration),
    requests: result.requests.total,
    p50: latency.p50,
    p975: latency.p97_5,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

/** CPU time (user + system, ms) a process has used so far: unlike req/s, barely moved by other load. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Figures plus the server's CPU microseconds per request during the measured run. */
async function measure(
  url: string,
  pid: number,
  headers?: Record<string, string>,
  warmupS = WARMUP_S,
  durationS = DURATION_S,
  paths?: string[],
): Promise<Figures & { cpuUs: number }> {
  // The warm-up takes other words than the run, so a varied run starts with its own answers uncached.
  await load(url, warmupS, headers, paths?.slice(paths.length / 2));
  const before = cpuMs(pid);
  const figures = await load(url, durationS, headers, paths?.slice(0, paths.length / 2));
  return { ...figures, cpuUs: Math.round(((cpuMs(pid) - before) * 1000) / figures.requests) };
}

/**
 * The bare-Node ceiling, measured just before each route (the machine is shared and its load swings within one
 * run, so a ceiling from another minute means little).
 */
async function ceiling(): Promise<Figures & { cpuUs: number }> {
  const child = fork(path.join(import.meta.dirname, 'bare-http-server.mjs'), [String(CEILING_PORT)], {
    stdio: 'ignore',
  });
  try {
    await new Promise((resolve) => child.once('message', resolve));
    return await measure(`http://127.0.0.1:${CEILING_PORT}/`, child.pid!, {}, 1, CEILING_S);
  } finally {
    child.kill('SIGTERM');
  }
}

const ROUTES: Array<{ name: string; path: string; signedIn: boolean; varied?: boolean }> = [
  { name: '/api/public-config (no DB, full middleware)', path: '/api/public-config', signedIn: false },
  { name: '/api/health (database check)', path: '/api/health', signedIn: false },
  { name: '/api/me (session only)', path: '/api/me', signedIn: true },
  { name: '/api/companies/search?q=apple', path: '/api/companies/search?q=apple', signedIn: true },
  {
    name: '/api/companies/search, a different word each time (answers mostly not cached)',
    path: '/api/companies/search',
    signedIn: true,
    varied: true,
  },
];

/** Search words as users type them: each catalogue company's first name word and its ticker, shuffled. */
async function searchPaths(database: Database): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(
    database.db,
    sql`select distinct lower(w) as word from companies,
          lateral (values (split_part(name, ' ', 1)), (ticker)) as words(w)
        where length(w) >= 3 order by word`,
  );
  const paths = rows.map((row) => `/api/companies/search?q=${encodeURIComponent(row.word)}`);
  // A fixed shuffle, so runs compare.
  let seed = 17;
  for (let i = paths.length - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [paths[i], paths[j]] = [paths[j]!, paths[i]!];
  }
  return paths;
}

/** `/api/health` probed every 500 ms while 50 connections saturate search (issue #17: ≤ 1 s). */
async function healthUnderSearch(label: string, baseUrl: string, cookie: string, paths: string[]) {
  const loadDone = load(`${baseUrl}/api/companies/search`, 12, { cookie }, paths);
  const times: number[] = [];
  const statuses: number[] = [];
  await new Promise((resolve) => setTimeout(resolve, 2000));
  while (times.length < 18) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/health`);
    await response.arrayBuffer();
    times.push(Math.round(performance.now() - started));
    statuses.push(response.status);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const search = await loadDone;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    database: label,
    'search req/s': search.rps,
    'search non-2xx': search.non2xx,
    'health probes': times.length,
    'health median ms': sorted[Math.floor(sorted.length / 2)] ?? 0,
    'health max ms': sorted.at(-1) ?? 0,
    'health non-200': statuses.filter((status) => status !== 200).length,
  };
}

async function benchDriver(
  label: string,
  env: Record<string, string>,
  port: number,
  prepare: () => Promise<Database>,
  healthRows: BenchReport['rows'],
): Promise<BenchReport['rows']> {
  const database = await prepare();
  await runMigrations(database);
  await loadCatalogue(database);
  const variedPaths = await searchPaths(database);
  await database.close();
  // Production logging (every request line at info) as an operator runs it; stdout goes to /dev/null.
  const server = await startServerProcess(port, { ...env, LOG_LEVEL: 'info' });
  try {
    const cookie = await signedInCookie(server.baseUrl);
    const rows: BenchReport['rows'] = [];
    for (const route of ROUTES) {
      const bare = await ceiling();
      const figures = await measure(
        `${server.baseUrl}${route.path}`,
        server.pid,
        route.signedIn ? { cookie } : {},
        WARMUP_S,
        DURATION_S,
        route.varied ? variedPaths : undefined,
      );
      rows.push({
        database: label,
        route: route.name,
        'ceiling req/s': bare.rps,
        'req/s': figures.rps,
        '% of ceiling': `${((figures.rps / bare.rps) * 100).toFixed(1)} %`,
        'CPU µs/req (ceiling)': `${figures.cpuUs} (${bare.cpuUs})`,
        'CPU % of ceiling': `${((bare.cpuUs / figures.cpuUs) * 100).toFixed(1)} %`,
        'p50 ms': figures.p50,
        'p97.5 ms': figures.p975,
        'non-2xx': figures.non2xx,
      });
    }
    healthRows.push(await healthUnderSearch(label, server.baseUrl, cookie, variedPaths));
    return rows;
  } finally {
    await server.stop();
  }
}

/**
 * Per-request cost (issue #17): each route through the whole production stack at 50 connections, as a share of a
 * bare node:http server measured in the same run. PGlite always; PostgreSQL when a URL is given.
 */
export async function benchRequestCost(databaseUrl?: string): Promise<BenchReport[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-bench-cost-'));
  const rows: BenchReport['rows'] = [];
  const healthRows: BenchReport['rows'] = [];
  try {
    const pgliteDir = path.join(dataDir, 'pglite');
    const pgliteEnv = { DATA_DIR: dataDir, DATABASE_URL: '' };
    rows.push(
      ...(await benchDriver('PGlite', pgliteEnv, 4003, () => openDatabase({ pgliteDir }), healthRows)),
    );
    if (databaseUrl) {
      const postgres = await withScratchDatabase(databaseUrl, (url) =>
        benchDriver(
          'PostgreSQL',
          { DATA_DIR: dataDir, DATABASE_URL: url },
          4004,
          () => openDatabase({ databaseUrl: url, poolSize: 1 }),
          healthRows,
        ),
      );
      rows.push(...postgres);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const cost: BenchReport = {
    title: `Per-request cost at ${CONNECTIONS} connections, as a share of bare node:http`,
    rows,
    notes: [
      `autocannon (one process, same machine), ${DURATION_S} s per route after ${WARMUP_S} s warm-up; production build, LOG_LEVEL=info (stdout to /dev/null), a real session cookie. The ceiling (bare node:http answering a small JSON body) is measured for ${CEILING_S} s right before each route. CPU µs/req: user + system time of the server process during the run divided by its requests (PostgreSQL's own processes not included); the CPU share (ceiling's µs / route's µs) moves far less with the machine's load than req/s does.`,
      "**The machine is shared**: its 2 cores run other engineers' tests and builds at the same time, so absolute figures swing by tens of percent between runs; compare ratios within one run.",
      'Goals (#17): no-DB route ≥ 50 % of the ceiling; /api/me and search on PostgreSQL ≥ 15 % with p97.5 ≤ 30 ms, on PGlite ≥ 5 %.',
      `Resolved sessions and plans are kept in-process (SESSION_CACHE_SECONDS, default 10 s) and search answers too (SEARCH_CACHE_SECONDS, default 60 s), each forgotten in every process the moment its rows change (LISTEN/NOTIFY, triggers on subscriptions and companies). The repeated search (q=apple) measures that cache; the varied row takes a different word each request (${'~'}half of ${'~'}13,000 words in one run, so nearly every answer is a miss) and measures the search SQL itself.`,
    ],
  };
  const health: BenchReport = {
    title: '/api/health while search is saturated',
    rows: healthRows,
    notes: [
      `autocannon ${CONNECTIONS} connections on /api/companies/search for 12 s, a different word each request (so the searches reach the database); from 2 s on, /api/health is called every 500 ms (one at a time) and timed. Goal (#17): every probe ≤ 1000 ms.`,
    ],
  };
  return [cost, health];
}

/** RSS of the server (no heap endpoint in production) after 10 s and after 60 s of search load on PGlite. */
export async function benchMemory(): Promise<BenchReport> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-bench-mem-'));
  try {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await runMigrations(database);
    await loadCatalogue(database);
    const paths = await searchPaths(database);
    await database.close();
    const server = await startServerProcess(4005, { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' });
    const rssMb = () => {
      const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    };
    try {
      const cookie = await signedInCookie(server.baseUrl);
      const url = `${server.baseUrl}/api/companies/search`;
      const first = await load(url, 10, { cookie }, paths);
      const at10 = rssMb();
      const rest = await load(url, 50, { cookie }, paths);
      const at60 = rssMb();
      return {
        title: 'Server memory under sustained search load (PGlite)',
        rows: [
          { after: '10 s', 'RSS MB': at10, 'non-2xx': first.non2xx },
          { after: '60 s', 'RSS MB': at60, 'non-2xx': rest.non2xx },
        ],
        notes: [
          `Search at ${CONNECTIONS} connections, a different word each request, so the search cache fills to its bound and keeps turning over. RSS of the server process (no heap endpoint in production; PGlite's WebAssembly memory is part of it). Goal: 60 s within 20 % of 10 s; measured ${(((at60 - at10) / at10) * 100).toFixed(1)} %. Shared, loaded machine.`,
        ],
      };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
