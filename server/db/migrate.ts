import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Database, queryRows } from './client.ts';

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../server/db/migrations',
);

export class NewerSchemaError extends Error {
  constructor(applied: number, known: number) {
    super(
      `The database has ${applied} migrations applied but this version of 10Kai knows only ${known}: ` +
        'it was written by a newer version. Refusing to start rather than risk the data; run the newer version, or restore a backup.',
    );
    this.name = 'NewerSchemaError';
  }
}

function knownMigrations(): Array<{ when: number; tag: string }> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ when: number; tag: string }>;
  };
  return journal.entries;
}

/** How many migrations this version ships (the schema level it expects); /debug compares it with the database. */
export function knownMigrationCount(): number {
  return knownMigrations().length;
}

/** Refuses a database written by a newer schema; never resets or rewrites it. */
async function assertNotNewer(database: Database): Promise<void> {
  const [exists] = await queryRows<{ present: boolean }>(
    database.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return;
  const known = knownMigrations();
  const latestKnown = Math.max(0, ...known.map((entry) => entry.when));
  const [row] = await queryRows<{ count: number; latest: string | null }>(
    database.db,
    sql`select count(*)::int as count, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  if (row && (row.count > known.length || Number(row.latest ?? 0) > latestKnown)) {
    throw new NewerSchemaError(row.count, known.length);
  }
}

/** Any fixed number: instances starting together on one PostgreSQL migrate one after the other. */
const MIGRATION_LOCK_KEY = 1_017_001;

export async function runMigrations(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await assertNotNewer(database);
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // A session-level advisory lock on a connection of its own (the pool may hand out another connection for the
  // unlock); the lock ends with that connection whatever happens.
  const lock = database.url ? new pg.Client({ connectionString: database.url }) : null;
  await lock?.connect();
  try {
    await lock?.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await assertNotNewer(database);
    await migratePostgres(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await lock?.end();
  }
}
