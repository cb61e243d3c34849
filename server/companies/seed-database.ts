import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '#server/db/client.ts';
import { companies } from './schema.ts';
import { seedCompanies } from './seed-companies.ts';

/** Loads the starter catalogue on first start; idempotent, so a second start changes nothing. */
export async function seedDatabase(database: Database): Promise<{ inserted: number }> {
  const inserted = await database.db
    .insert(companies)
    .values(seedCompanies)
    .onConflictDoNothing({ target: companies.ticker })
    .returning({ id: companies.id });
  if (inserted.length > 0) await database.analyze();
  return { inserted: inserted.length };
}

export async function countCompanies(database: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from companies`,
  );
  return row?.count ?? 0;
}
