import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { watchedCompanies } from '../server/alerts/saved-companies.ts';
import { loadCatalogue } from '../server/companies/catalogue/pglite-snapshot.ts';
import { seedDatabase } from '../server/companies/seed-database.ts';
import { type Database, queryRows } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open-database.ts';
import type { BenchReport } from './report.ts';
import { alertPlanningWork } from './scale-alert-plan.ts';
import { generateScaleData, HEAVY_USERS, tokenOf, USERS } from './scale-data.ts';
import { withScratchDatabase } from './server-process.ts';

const PORT = 3231;
const MIN = 60_000;
const ADMIN_EMAIL = 'admin@bench.example';
const RUNS = 200;
const SEARCHES = [
  'apple',
  'bank',
  'pharmaceutical',
  'micro',
  'energy',
  'software',
  'insurance',
  'gold',
  'retail',
];
/** What the dashboard asks for when it first opens (shell, usage meter, recent views, alerts badge, lists). */
const FIRST_SCREEN = ['/api/me', '/api/analysis/usage', '/api/history/recent', '/api/alerts', '/api/lists'];

const percentile = (sorted: number[], share: number) =>
  Number(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!.toFixed(1));

async function timed(runs: number, work: (run: number) => Promise<unknown>) {
  await work(-1);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work(run);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    runs,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
  };
}

/** Spreads runs over many users, one in five a heavy one (2,000 saved companies, 5,000 analyses). */
const userFor = (run: number) => {
  const n = Math.abs(run);
  return n % 5 === 0 ? 1 + (n % HEAVY_USERS) : 1 + ((n * 7919) % USERS);
};

async function getOk(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

/** The app as `npm start` runs it (from source, so the bench needs no build), on the scratch database. */
async function startApp(databaseUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-bench-scale-'));
  const baseUrl = `http://localhost:${PORT}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ADMIN_EMAILS: ADMIN_EMAIL,
      API_TOKEN_RATE_LIMIT: '100000',
      // Nothing in the measured pages may reach SEC; a stray scheduled job fails fast instead.
      SEC_WWW_URL: 'http://127.0.0.1:9',
      SEC_DATA_URL: 'http://127.0.0.1:9',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, stop };
    if (performance.now() - started > 60_000) {
      await stop();
      throw new Error('server did not become healthy in 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function adminCookie(baseUrl: string): Promise<string> {
  const post = (endpoint: string, body: unknown) =>
    fetch(`${baseUrl}/api/auth/${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(body),
    });
  const user = { email: ADMIN_EMAIL, password: 'correct horse battery', name: 'Admin' };
  if (!(await post('sign-up/email', user)).ok) throw new Error('admin sign-up failed');
  const signIn = await post('sign-in/email', { email: user.email, password: user.password });
  if (!signIn.ok) throw new Error(`admin sign-in failed: ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function measurePages(baseUrl: string, database: Database): Promise<BenchReport['rows']> {
  const bearer = (run: number) => ({ authorization: `Bearer ${tokenOf(userFor(run))}` });
  const heavy = (run: number) => ({ authorization: `Bearer ${tokenOf(1 + (Math.abs(run) % HEAVY_USERS))}` });
  const cookie = { cookie: await adminCookie(baseUrl), origin: baseUrl };
  // One list of each heavy user (1,000 companies each), looked up once, outside the timed runs.
  const firstLists = await queryRows<{ n: number; id: string }>(
    database.db,
    sql`select substr(user_id, 2)::int as n, (array_agg(id order by name))[1]::text as id from company_lists
        where user_id = any(${`{${Array.from({ length: HEAVY_USERS }, (_, i) => `u${i + 1}`).join(',')}}`}::text[])
        group by user_id`,
  );
  const listOf = new Map(firstLists.map((row) => [row.n, row.id]));
  const pages: Array<[string, number, (run: number) => Promise<unknown>]> = [
    [
      'dashboard first screen (5 calls in parallel)',
      RUNS,
      (run) => Promise.all(FIRST_SCREEN.map((url) => getOk(`${baseUrl}${url}`, bearer(run)))),
    ],
    ...FIRST_SCREEN.map((url): [string, number, (run: number) => Promise<unknown>] => [
      `  ${url}`,
      RUNS,
      (run) => getOk(`${baseUrl}${url}`, bearer(run)),
    ]),
    [
      'large list page: GET /api/saved-companies?page=1 (50 of 2,000 saved)',
      RUNS,
      (run) => getOk(`${baseUrl}/api/saved-companies?page=1&pageSize=50`, heavy(run)),
    ],
    [
      'large list page, page 30: GET /api/saved-companies?page=30',
      RUNS,
      (run) => getOk(`${baseUrl}/api/saved-companies?page=30&pageSize=50`, heavy(run)),
    ],
    [
      'large list page, one list filtered: ?page=2&listId=…&q=a',
      RUNS,
      (run) =>
        getOk(
          `${baseUrl}/api/saved-companies?page=2&pageSize=50&listId=${listOf.get(1 + (Math.abs(run) % HEAVY_USERS))}&q=a`,
          heavy(run),
        ),
    ],
    [
      'every saved company, unpaged (API clients): GET /api/saved-companies (2,000 saved)',
      50,
      (run) => getOk(`${baseUrl}/api/saved-companies`, heavy(run)),
    ],
    [
      'the Save button’s read: GET /api/saved-companies/ids (2,000 saved)',
      RUNS,
      (run) => getOk(`${baseUrl}/api/saved-companies/ids`, heavy(run)),
    ],
    [
      'analysis history: GET /api/analysis/history',
      RUNS,
      (run) => getOk(`${baseUrl}/api/analysis/history`, bearer(run)),
    ],
    [
      'search: GET /api/companies/search',
      RUNS,
      (run) =>
        getOk(`${baseUrl}/api/companies/search?q=${SEARCHES[Math.abs(run) % SEARCHES.length]}`, bearer(run)),
    ],
    ['admin jobs page: GET /api/admin/jobs', RUNS, () => getOk(`${baseUrl}/api/admin/jobs`, cookie)],
    [
      'admin jobs page, one kind: GET /api/admin/jobs?kind=crm.export',
      RUNS,
      () => getOk(`${baseUrl}/api/admin/jobs?kind=crm.export`, cookie),
    ],
    // In process, on the bench's own connection: the run's planning step, the daily index choosing (a stub EDGAR).
    [
      'alerts run planning: planAlertRun(), last run 30 min ago',
      50,
      await alertPlanningWork(database, 30 * MIN),
    ],
    [
      'alerts run planning: planAlertRun(), last run a day ago',
      50,
      await alertPlanningWork(database, 1440 * MIN),
    ],
    // Polling (first run, a long gap, a missing business day) still reads every watched company.
    ['alerts run polling: watchedCompanies()', 11, () => watchedCompanies(database.db)],
  ];
  const rows: BenchReport['rows'] = [];
  for (const [page, runs, work] of pages) rows.push({ page, ...(await timed(runs, work)) });
  return rows;
}

/** The plans of the queries behind the pages, for the heaviest users: what the indexes were chosen from. */
async function plans(database: Database): Promise<string[]> {
  const queries: Record<string, string> = {
    'saved companies (heavy user)': `select s.*, c.ticker, c.name, l.name from user_saved_companies s
      join companies c on c.id = s.company_id left join company_lists l on l.id = s.list_id
      where s.user_id = 'u1' order by s.date_saved desc`,
    'saved company ids (heavy user)': `select company_id from user_saved_companies where user_id = 'u1'`,
    'lists with counts': `select l.id, l.name, count(s.id) from company_lists l
      left join user_saved_companies s on s.list_id = l.id where l.user_id = 'u1' group by l.id order by l.created_at desc`,
    'analysis history (heavy user)': `select a.id, a.ticker, ua.last_opened_at from user_analyses ua
      join analyses a on a.id = ua.analysis_id where ua.user_id = 'u1' order by ua.last_opened_at desc limit 50`,
    'admin jobs': `select * from jobs order by created_at desc limit 20`,
    'admin jobs of a kind': `select * from jobs where kind = 'crm.export' order by created_at desc limit 20`,
    'alerts (heavy user)': `select * from alerts where user_id = 'u1' order by created_at desc limit 50`,
    'saved companies page (heavy user)': `select s.*, c.ticker from user_saved_companies s
      join companies c on c.id = s.company_id where s.user_id = 'u1' order by s.date_saved desc, s.id desc
      limit 50 offset 1450`,
    'alert planning: the watched companies among 300 CIKs or saved in 30 min': `select c.id, c.cik,
      exists (select 1 from user_saved_companies s where s.company_id = c.id
        and s.date_saved >= now() - interval '30 minutes') as newly
      from companies c where c.cik is not null
      and exists (select 1 from user_saved_companies s where s.company_id = c.id)
      and (c.cik = any((select array_agg(cik) from (select cik from companies
          where cik is not null order by md5(id::text) limit 300) p)::varchar[])
        or c.id in (select company_id from user_saved_companies where date_saved >= now() - interval '30 minutes'))`,
    'alert planning: the watched count': `select count(*) from companies c where c.cik is not null
      and exists (select 1 from user_saved_companies s where s.company_id = c.id)`,
  };
  const lines: string[] = [];
  for (const [name, query] of Object.entries(queries)) {
    const plan = await queryRows<{ 'QUERY PLAN': string }>(database.db, sql.raw(`explain analyze ${query}`));
    const text = plan.map((row) => row['QUERY PLAN']);
    const nodes = text.filter((line) => /Scan|Sort|Join|Aggregate/.test(line)).map((line) => line.trim());
    lines.push(`- ${name}: ${text.at(-1)?.trim()} — ${nodes.slice(0, 3).join(' / ')}`);
  }
  return lines;
}

/** Issue #29 item 4: the product at real volumes on PostgreSQL. */
export async function benchScale(serverUrl: string): Promise<BenchReport[]> {
  return withScratchDatabase(serverUrl, async (url) => {
    const database = await openDatabase({ databaseUrl: url });
    try {
      await runMigrations(database);
      await seedDatabase(database);
      let started = performance.now();
      await loadCatalogue(database);
      const catalogueMs = performance.now() - started;
      started = performance.now();
      const counts = await generateScaleData(database);
      const generateMs = performance.now() - started;
      const [version] = await queryRows<{ server_version: string }>(database.db, sql`show server_version`);
      const app = await startApp(url);
      let rows: BenchReport['rows'];
      try {
        rows = await measurePages(app.baseUrl, database);
      } finally {
        await app.stop();
      }
      return [
        {
          title: 'Scale: pages at real volumes (PostgreSQL)',
          rows,
          notes: [
            `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${version?.server_version}.`,
            `Data: ${Object.entries(counts)
              .map(([table, count]) => `${count.toLocaleString('en-US')} ${table}`)
              .join(
                ', ',
              )}; catalogue loaded in ${(catalogueMs / 1000).toFixed(1)} s, the rest generated in ${(generateMs / 1000).toFixed(1)} s.`,
            'Sequential requests over API tokens of many users (one in five a heavy user); the admin pages on a session.',
            'Plans:',
            ...(await plans(database)),
          ],
        },
      ];
    } finally {
      await database.close();
    }
  });
}
