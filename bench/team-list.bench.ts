import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { queryRows } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { createDeps } from '../server/deps.ts';
import { createLogger } from '../server/log.ts';
import type { BenchReport } from './report.ts';
import { withScratchDatabase } from './server-process.ts';

/**
 * Issue #32's proof: the team list page for a team of 50 members and 5,000 shared companies, p95 ≤ 100 ms on
 * PostgreSQL. The whole app (session check included) answers through `app.request()` on a scratch database, so
 * the figures are the server's time without the socket.
 */
const MEMBERS = 50;
const COMPANIES = 5_000;
/** One list holds every company; three smaller ones overlap it, as a territory's lists do. */
const LISTS = [
  { name: 'All accounts', every: 1 },
  { name: 'East', every: 3 },
  { name: 'Renewals', every: 5 },
  { name: 'Q3 targets', every: 7 },
];
const RUNS = 200;
const ORIGIN = 'http://localhost:3000';
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';

const percentile = (sorted: number[], share: number) =>
  Number(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!.toFixed(1));

async function timed(work: () => Promise<unknown>) {
  for (let run = 0; run < 10; run += 1) await work();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    runs: RUNS,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
  };
}

/** The owner's session (through Better Auth, as a browser signs in), a team, then members and lists in bulk SQL. */
async function seedTeam(
  deps: ReturnType<typeof createDeps>,
  request: (p: string, i?: RequestInit) => Promise<Response>,
) {
  const headers = new Headers({ origin: ORIGIN });
  const owner = { email: 'owner@team-bench.example', password: 'correct horse battery', name: 'Olive Owner' };
  await deps.auth.api.signUpEmail({ body: owner, headers });
  await deps.db.execute(sql`update "user" set email_verified = true`);
  const signIn = await deps.auth.api.signInEmail({ body: owner, headers, asResponse: true });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const created = await request('/api/teams', {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Sales East', slug: 'sales-east' }),
  });
  if (created.status !== 201) throw new Error(`create team: ${created.status} ${await created.text()}`);
  const { team } = (await created.json()) as { team: { id: string } };
  const run = (query: ReturnType<typeof sql>) => deps.db.execute(query);
  await run(sql`
    insert into "user" (id, name, email, email_verified, created_at, updated_at)
    select 'tm' || g, 'Member ' || g, 'member' || g || '@team-bench.example', true, now(), now()
    from generate_series(2, ${sql.raw(String(MEMBERS))}) g`);
  await run(sql`
    insert into member (id, organization_id, user_id, role, created_at)
    select 'mb' || g, ${team.id}, 'tm' || g, 'member', now() from generate_series(2, ${sql.raw(String(MEMBERS))}) g`);
  await run(sql`
    insert into companies (ticker, name)
    select 'TB' || g, 'Team Bench Company ' || g from generate_series(1, ${sql.raw(String(COMPANIES))}) g`);
  const ownerId = (
    await queryRows<{ id: string }>(deps.db, sql`select id from "user" where email = ${owner.email}`)
  )[0]!.id;
  const listIds: string[] = [];
  for (const list of LISTS) {
    const [row] = await queryRows<{ id: string }>(
      deps.db,
      sql`insert into team_lists (team_id, name, created_by) values (${team.id}, ${list.name}, ${ownerId}) returning id`,
    );
    listIds.push(row!.id);
    // Added by every member in turn (the owner too), a minute apart, with many sharing a minute.
    await run(sql`
      insert into team_list_companies (list_id, company_id, added_by, added_at)
      select ${row!.id}, c.id,
        case when n % ${sql.raw(String(MEMBERS))} = 0 then ${ownerId} else 'tm' || (1 + n % ${sql.raw(String(MEMBERS))}) end,
        now() - (n / 3) * interval '1 minute'
      from (select id, row_number() over (order by ticker) as n from companies where ticker like 'TB%') c
      where n % ${sql.raw(String(list.every))} = 0`);
  }
  await run(sql`vacuum analyze`);
  return { cookie, teamId: team.id, bigList: listIds[0]! };
}

export async function benchTeamList(serverUrl: string): Promise<BenchReport> {
  return withScratchDatabase(serverUrl, async (url) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-bench-team-list-'));
    const database = await openDatabase({ databaseUrl: url });
    try {
      await runMigrations(database);
      const config = loadConfig({
        ...process.env,
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        APP_URL: ORIGIN,
        DATABASE_URL: url,
        BETTER_AUTH_SECRET: SECRET,
        SEC_WWW_URL: 'http://127.0.0.1:9',
        SEC_DATA_URL: 'http://127.0.0.1:9',
        WORKER_THREADS: '0',
      });
      const deps = createDeps({ config, database, log: createLogger('silent'), secret: SECRET });
      const app = createApp(deps);
      const request = async (pathname: string, init?: RequestInit) => app.request(pathname, init);
      const { cookie, teamId, bigList } = await seedTeam(deps, request);
      const get = async (pathname: string) => {
        const response = await request(pathname, { headers: { cookie } });
        if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      };
      const page = (n: number) => `/api/teams/${teamId}/lists/${bigList}/companies?page=${n}&pageSize=50`;
      const lastPage = Math.ceil(COMPANIES / 50);
      const pages: Array<[string, string]> = [
        ['teams overview: GET /api/teams', '/api/teams'],
        ["the team's lists: GET /api/teams/:id/lists", `/api/teams/${teamId}/lists`],
        ['members: GET /api/teams/:id/members', `/api/teams/${teamId}/members`],
        ['team list, first page (1–50 of 5,000)', page(1)],
        [`team list, late page (${lastPage}: 4,951–5,000)`, page(lastPage)],
      ];
      const rows: BenchReport['rows'] = [];
      for (const [name, pathname] of pages)
        rows.push({ request: name, ...(await timed(() => get(pathname))) });
      const [version] = await queryRows<{ server_version: string }>(database.db, sql`show server_version`);
      const plan = await queryRows<{ 'QUERY PLAN': string }>(
        database.db,
        sql`explain analyze select id from team_list_companies where list_id = ${bigList}
            order by added_at desc, id desc limit 50 offset ${lastPage * 50 - 50}`,
      );
      return {
        title: 'Team list page: 50 members, 5,000 shared companies (PostgreSQL)',
        rows,
        notes: [
          `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, PostgreSQL ${version?.server_version}; load average ${os
            .loadavg()
            .map((l) => l.toFixed(2))
            .join(' ')}.`,
          `Data: ${MEMBERS} members, ${COMPANIES.toLocaleString('en-US')} companies in ${LISTS.length} lists (${LISTS.map((l) => Math.floor(COMPANIES / l.every)).join(', ')} entries), added by every member in turn; ${RUNS} sequential requests each over the owner's session, through app.request().`,
          `Late page's entry query:\n\n${plan.map((line) => `    ${line['QUERY PLAN']}`).join('\n')}`,
        ],
      };
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
