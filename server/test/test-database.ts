import fs from 'node:fs';
import { afterAll, inject } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { PGLITE_TEMPLATE } from './global-setup.ts';
import { cloneTemplateDatabase } from './postgres-template.ts';

/**
 * A fresh, migrated database for the calling test file (closed after the file): a PGlite copy of the template by
 * default, or a clone of the PostgreSQL template when the suite runs with TEST_DB=postgres.
 */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('postgresTemplate');
  if (template) {
    const clone = await cloneTemplateDatabase(process.env.TEST_DATABASE_URL!, template);
    const database = await openDatabase({ databaseUrl: clone.url, poolSize: 5 });
    afterAll(async () => {
      await database.close();
      await clone.drop();
    });
    return database;
  }
  const database = await openDatabase({ loadDataDir: new Blob([fs.readFileSync(PGLITE_TEMPLATE)]) });
  afterAll(() => database.close());
  return database;
}
