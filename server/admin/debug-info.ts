import { sql } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Database, Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/client.ts';
import { knownMigrationCount } from '#server/db/migrate.ts';
import type { EdgarClient } from '#server/edgar/edgar-client.ts';
import type { ErrorRing } from '#server/http/error-ring.ts';
import type { JobRunner } from '#server/jobs/types.ts';
import { version } from '#server/version.ts';
import type { RequestMeter } from './request-meter.ts';

export interface DebugDeps {
  db: Db;
  database: Database;
  config: Config;
  jobs: JobRunner;
  edgar: EdgarClient;
  /** EDGAR grants of this process. */
  edgarMeter: RequestMeter;
  /** The last server errors (memory only). */
  recentErrors: ErrorRing;
  clock: Clock;
  /** The filing document cache: on the embedded database its bodies are files, outside the table (ADR 0328). */
  filingDocuments: { fileBytes(): Promise<number> };
}

async function count(deps: DebugDeps, table: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    deps.db,
    sql`select count(*)::int as count from ${sql.identifier(table)}`,
  );
  return row?.count ?? 0;
}

/** What an admin needs to see how the server is doing; never a secret (keys are reported as on/off only). */
export async function debugInfo(deps: DebugDeps) {
  const [applied] = await queryRows<{ count: number }>(
    deps.db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  const [limiter] = await queryRows<{ paused_until: string | null; last_grant: string | null }>(
    deps.db,
    sql`select paused_until, grants[cardinality(grants)] as last_grant from edgar_rate_limit where name = 'edgar'`,
  );
  const [cache] = await queryRows<{ count: number; bytes: string | number }>(
    deps.db,
    sql`select count(*)::int as count, coalesce(sum(byte_size), 0)::bigint as bytes from sec_filing_documents`,
  );
  const [cacheTable] = await queryRows<{ bytes: string | number }>(
    deps.db,
    sql`select pg_total_relation_size('sec_filing_documents') as bytes`,
  );
  const backingOff = deps.edgar.backingOffUntil();
  const pausedUntil = limiter?.paused_until ? new Date(limiter.paused_until) : null;
  const throttledUntil = [pausedUntil?.getTime() ?? 0, backingOff]
    .filter((time) => time > deps.clock().getTime())
    .sort()
    .at(-1);
  return {
    version,
    node: process.version,
    uptimeSeconds: Math.round(process.uptime()),
    database: {
      driver: deps.database.driver,
      migrationsApplied: applied?.count ?? 0,
      migrationsKnown: knownMigrationCount(),
    },
    jobs: { runner: deps.jobs.status(), recent: await deps.jobs.list({ limit: 20 }) },
    edgar: {
      requestsLastMinute: deps.edgarMeter.lastMinute(),
      lastRequestAt: limiter?.last_grant ? new Date(limiter.last_grant).toISOString() : null,
      throttledUntil: throttledUntil ? new Date(throttledUntil).toISOString() : null,
    },
    filingCache: {
      documents: cache?.count ?? 0,
      documentBytes: Number(cache?.bytes ?? 0),
      // The table and, on the embedded database, the gzip files that hold its rows' bodies.
      storedBytes: Number(cacheTable?.bytes ?? 0) + (await deps.filingDocuments.fileBytes()),
    },
    counts: {
      users: await count(deps, 'user'),
      companies: await count(deps, 'companies'),
      filings: await count(deps, 'sec_filings'),
      analyses: await count(deps, 'analyses'),
    },
    integrations: { ...deps.config.integrations, analysisEngine: deps.config.ANALYSIS_ENGINE },
    errors: deps.recentErrors.list(),
  };
}
