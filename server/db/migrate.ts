import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Database, queryRows } from './client.ts';

const migrationsFolder = path.resolve(
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

/**
 * The database's applied migrations are not all this version's, byte for byte: it was migrated by another build
 * (a development commit whose migrations were later renumbered or edited). Running the rest on top would fail
 * half-way with a raw SQL error (`trigger … already exists`) or leave a schema no version expects.
 */
export class ForeignSchemaError extends Error {
  constructor(detail: string) {
    super(
      `The database's migration history does not match this version of 10Kai (${detail}): it was migrated by a ` +
        'different build. Refusing to start rather than risk the data; restore a backup, or, for a development ' +
        'data folder, delete it (DATA_DIR/pglite) and start again.',
    );
    this.name = 'ForeignSchemaError';
  }
}

/** The migrations this version ships, oldest first. */
export function knownMigrations(): Array<{ when: number; tag: string }> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ when: number; tag: string }>;
  };
  return journal.entries;
}

/** How many migrations this version ships (the schema level it expects); /debug compares it with the database. */
export function knownMigrationCount(): number {
  return knownMigrations().length;
}

/**
 * Refuses a database written by a newer schema or by another build's migrations; never resets or rewrites it.
 * Start-up runs it before migrating, and a restore before it accepts a backup.
 */
export async function assertKnownHistory(database: Database): Promise<void> {
  const [exists] = await queryRows<{ present: boolean }>(
    database.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return;
  const known = knownMigrations();
  const latestKnown = Math.max(0, ...known.map((entry) => entry.when));
  const applied = await queryRows<{ hash: string; created_at: string }>(
    database.db,
    sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  if (applied.length > known.length || applied.some((row) => Number(row.created_at) > latestKnown)) {
    throw new NewerSchemaError(applied.length, known.length);
  }
  const files = readMigrationFiles({ migrationsFolder });
  const hashes = new Map(files.map((file) => [file.folderMillis, file.hash]));
  const tags = new Map(known.map((entry) => [entry.when, entry.tag]));
  for (const row of applied) {
    const when = Number(row.created_at);
    const hash = hashes.get(when);
    if (!hash) throw new ForeignSchemaError(`a migration dated ${row.created_at} is not one it ships`);
    if (hash !== row.hash) throw new ForeignSchemaError(`${tags.get(when)} was applied with other contents`);
  }
}

/** Any fixed number: instances starting together on one PostgreSQL migrate one after the other. */
const MIGRATION_LOCK_KEY = 1_017_001;

export async function runMigrations(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await assertKnownHistory(database);
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // A session-level advisory lock on a connection of its own (the pool may hand out another connection for the
  // unlock); the lock ends with that connection whatever happens.
  const lock = database.url ? new pg.Client({ connectionString: database.url }) : null;
  await lock?.connect();
  try {
    await lock?.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await assertKnownHistory(database);
    await migratePostgres(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await lock?.end();
  }
}
