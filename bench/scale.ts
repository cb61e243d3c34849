import pg from 'pg';
import { toMarkdown } from './report.ts';
import { benchScale } from './scale.bench.ts';

/**
 * `npm run bench:scale`: issue #29's scale benchmark on PostgreSQL (a scratch database, dropped afterwards).
 * Without a reachable PostgreSQL it says so and exits 0, so it can sit in any script.
 */
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://tenkai:tenkai@localhost:5432/tenkai';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

if (!(await reachable(serverUrl))) {
  console.log(`bench:scale skipped: no PostgreSQL at ${new URL(serverUrl).host} (set BENCH_DATABASE_URL).`);
} else {
  for (const report of await benchScale(serverUrl)) console.log(toMarkdown(report));
}
