import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { queryRows } from './client.ts';
import { NewerSchemaError, runMigrations } from './migrate.ts';

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
});
