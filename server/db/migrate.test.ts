import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dropScratchDatabase } from '#server/test/postgres-template.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { queryRows } from './client.ts';
import { ForeignSchemaError, knownMigrationCount, NewerSchemaError, runMigrations } from './migrate.ts';
import { openDatabase } from './open-database.ts';

describe('runMigrations', async () => {
  const database = await createTestDatabase();

  it('is a no-op on an up-to-date database', async () => {
    await runMigrations(database);
    const [row] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from companies`,
    );
    expect(row?.count).toBe(0);
  });

  it("refuses a database migrated by another build's migrations (edited or renumbered), naming it", async () => {
    const other = await createTestDatabase();
    const [first] = await queryRows<{ created_at: string }>(
      other.db,
      sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at limit 1`,
    );
    await other.db.execute(
      sql`update drizzle.__drizzle_migrations set hash = 'edited' where created_at = ${first!.created_at}`,
    );
    const edited = runMigrations(other);
    await expect(edited).rejects.toBeInstanceOf(ForeignSchemaError);
    await expect(edited).rejects.toThrow(
      /0000_\w+ was applied with other contents.*delete it \(DATA_DIR\/pglite\)/,
    );

    await other.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${first!.created_at}`,
    );
    await expect(runMigrations(other)).rejects.toThrow(/a migration dated \d+ is not one it ships/);
  });

  it('refuses a database written by a newer schema and changes nothing', async () => {
    await database.db.execute(sql`insert into companies (ticker, name) values ('KEEP', 'Kept Inc.')`);
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-future', ${Date.now() + 86_400_000})`,
    );
    await expect(runMigrations(database)).rejects.toBeInstanceOf(NewerSchemaError);
    const [row] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from companies where ticker = 'KEEP'`,
    );
    expect(row?.count).toBe(1);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'lets two instances starting together on one empty PostgreSQL database both migrate',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const name = `tenkai_migrate_race_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const instances = await Promise.all(
        [0, 1].map(() => openDatabase({ databaseUrl: url.toString(), poolSize: 2 })),
      );
      try {
        await Promise.all(instances.map((instance) => runMigrations(instance)));
        const [row] = await queryRows<{ count: number }>(
          instances[0]!.db,
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        );
        expect(row?.count).toBe(knownMigrationCount());
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
        await admin.end();
        await dropScratchDatabase(serverUrl, name);
      }
    },
    60_000,
  );
});
