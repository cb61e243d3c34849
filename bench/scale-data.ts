import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../server/db/client.ts';

export const USERS = 10_000;
/** Users 1–10 save 2,000 companies each (the large lists); everyone else about 18. */
export const HEAVY_USERS = 10;
const HEAVY_SAVED = 2_000;
const LIGHT_SAVED = 18;
const WATCHED = 10_000;
const ANALYSES = 1_000_000;
const JOBS = 50_000;

/** Constants go into the SQL as literals: bound parameters arrive as text, which `%` and `-` refuse. */
const lit = (value: number) => sql.raw(String(value));

/** The bearer token of bench user `n` (stored hashed, like a real one). */
export const tokenOf = (n: number) => `10kai_bench-scale-${n}`;

/**
 * Every row is made by the server (`INSERT … SELECT generate_series`): one statement per table, no row-by-row
 * round trips, so the million analyses take seconds, not minutes. Needs the catalogue loaded (the companies).
 */
export async function generateScaleData(database: Database): Promise<Record<string, number>> {
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  // A foreign key checks each inserted row with its own lookup (a million of them for the history); dropped and
  // added back, it is checked by one join over the whole table.
  const keys = await queryRows<{ tbl: string; name: string; definition: string }>(
    database.db,
    sql`select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as definition
        from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  // Likewise an index is built faster once, sorted, than grown a random row at a time (keys stay: constraints).
  const indexes = await queryRows<{ name: string; definition: string }>(
    database.db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = 'public' and indexname not in (select conname from pg_constraint)
          and tablename in ('analyses', 'user_analyses', 'user_saved_companies', 'alerts', 'jobs', 'job_logs')`,
  );
  for (const key of keys) await run(sql.raw(`alter table ${key.tbl} drop constraint "${key.name}"`));
  for (const index of indexes) await run(sql.raw(`drop index "${index.name}"`));
  await insertRows(run);
  for (const index of indexes) await run(sql.raw(index.definition));
  for (const key of keys)
    await run(sql.raw(`alter table ${key.tbl} add constraint "${key.name}" ${key.definition}`));
  // What a live database looks like after autovacuum: statistics, and a visibility map for index-only scans.
  await run(sql`vacuum analyze`);
  return countRows(database);
}

async function insertRows(run: (query: ReturnType<typeof sql>) => Promise<unknown>) {
  await run(sql`
    insert into "user" (id, name, email, created_at, updated_at)
    select 'u' || g, 'User ' || g, 'user' || g || '@bench.example', now() - g * interval '1 minute', now()
    from generate_series(1, ${lit(USERS)}) g`);
  // The token hashes are sha256 hex, exactly what authenticateApiToken looks up.
  await run(sql`
    insert into api_tokens (id, user_id, name, token_hash, prefix, scope)
    select 't' || g, 'u' || g, 'bench', encode(sha256(convert_to('10kai_bench-scale-' || g, 'UTF8')), 'hex'),
      '10kai_bench', 'read'
    from generate_series(1, ${lit(USERS)}) g`);
  await run(sql`
    create temporary table bench_watched as
    select row_number() over (order by size_rank nulls last, id) - 1 as n, id
    from companies where cik is not null order by size_rank nulls last, id limit ${lit(WATCHED)}`);
  await run(sql`
    insert into company_lists (id, user_id, name, created_at)
    select gen_random_uuid(), 'u' || u, 'List ' || l, now() - (u * 2 + l) * interval '1 minute'
    from generate_series(1, ${lit(USERS)}) u, generate_series(1, 2) l`);
  await run(sql`
    create temporary table bench_lists as
    select user_id, array_agg(id order by name) as ids from company_lists group by user_id`);
  // Each user saves a run of the watched companies starting at its own offset: unique per user, and together
  // they cover all 10,000 watched companies; odd and even ones go to the user's two lists, every tenth to none.
  // Saving dates are spread evenly over the last ~35 days (about 4 a minute), as a live database has them: the alert
  // run's planning reads the companies saved since its last run.
  await run(sql`
    insert into user_saved_companies (user_id, company_id, list_id, date_saved)
    select 'u' || u, w.id,
      case when k % 10 = 9 then null else l.ids[1 + k % 2] end,
      now() - ((u * 7919 + k * 37) % 50000) * interval '1 minute'
    from generate_series(1, ${lit(USERS)}) u
    cross join lateral generate_series(0, case when u <= ${lit(HEAVY_USERS)} then ${lit(HEAVY_SAVED)} else ${lit(LIGHT_SAVED)} end - 1) k
    join bench_watched w on w.n = (u * 7919 + k) % ${lit(WATCHED)}
    join bench_lists l on l.user_id = 'u' || u`);
  await run(sql`
    insert into analyses (accession, engine, description_hash, ticker, filing_type, result, created_at)
    select lpad((g % 9000000)::text, 10, '0') || '-24-' || lpad(g::text, 7, '0'),
      case when g % 3 = 0 then 'anthropic' else 'extractive' end, md5(g::text), c.ticker,
      case when g % 4 = 0 then '10-Q' else '10-K' end,
      jsonb_build_object('summary', repeat('bench ', 40), 'n', g), now() - g * interval '1 second'
    from generate_series(1, ${lit(ANALYSES)}) g
    join bench_watched w on w.n = g % ${lit(WATCHED)}
    join companies c on c.id = w.id`);
  // Every analysis is in someone's history: heavy users have 5,000 each, the others ~95.
  await run(sql`
    insert into user_analyses (user_id, analysis_id, product_description, created_at, last_opened_at)
    select 'u' || case when rn <= ${lit(HEAVY_USERS * 5000)} then 1 + (rn - 1) / 5000
      else ${lit(HEAVY_USERS + 1)} + rn % ${lit(USERS - HEAVY_USERS)} end,
      id, 'Warehouse robots for distribution centres', created_at, created_at + (rn % 97) * interval '1 hour'
    from (select id, created_at, row_number() over () as rn from analyses) a`);
  await run(sql`
    insert into alerts (user_id, company_id, ticker, company_name, accession_number, form, filing_date, read_at, created_at)
    select s.user_id, s.company_id, c.ticker, c.name, '0000000000-25-' || lpad(row_number() over ()::text, 6, '0'),
      '8-K', current_date - (row_number() over () % 60)::int,
      case when random() < 0.7 then now() end, now() - (row_number() over () % 5000) * interval '1 minute'
    from user_saved_companies s join companies c on c.id = s.company_id
    where (hashtext(s.id::text) & 3) = 0`);
  await run(sql`
    insert into jobs (kind, state, payload, user_id, attempts, total, imported, created_at, started_at, finished_at)
    select (array['alerts.run', 'catalogue.refresh', 'crm.export', 'import.companies', 'digest.weekly'])[1 + g % 5],
      case when g % 50 = 0 then 'failed' when g % 97 = 0 then 'cancelled' else 'succeeded' end,
      '{}'::jsonb, case when g % 5 = 3 then 'u' || (1 + g % ${lit(USERS)}) end, 1, 100, 95,
      now() - g * interval '1 minute', now() - g * interval '1 minute', now() - g * interval '1 minute' + interval '5 seconds'
    from generate_series(1, ${lit(JOBS)}) g`);
  await run(sql`
    insert into job_logs (job_id, level, message, created_at)
    select id, 'info', 'step ' || s, created_at from jobs, generate_series(1, 4) s`);
}

async function countRows(database: Database) {
  const counts: Record<string, number> = {};
  for (const table of [
    'user',
    'company_lists',
    'user_saved_companies',
    'analyses',
    'user_analyses',
    'alerts',
    'jobs',
    'job_logs',
  ]) {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql.raw(`select count(*)::int as n from "${table}"`),
    );
    counts[table] = row?.n ?? 0;
  }
  const [watched] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(distinct company_id)::int as n from user_saved_companies`,
  );
  counts['watched companies'] = watched?.n ?? 0;
  return counts;
}
