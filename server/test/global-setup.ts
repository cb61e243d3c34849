import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '#server/db/migrate.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { createTemplateDatabase, dropScratchDatabase } from './postgres-template.ts';

export const PGLITE_TEMPLATE = path.resolve('.tmp/vitest/pglite-template.tar');

/**
 * Migrates once per run. PGlite: a migrated data folder is dumped and every test file loads its own copy.
 * PostgreSQL (TEST_DB=postgres with TEST_DATABASE_URL): a template database every test file clones.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = await createTemplateDatabase(url);
    project.provide('postgresTemplate', template);
    return () => dropScratchDatabase(url, template);
  }
  const database = await openDatabase({});
  await runMigrations(database);
  const dump = await database.dump!('none');
  fs.mkdirSync(path.dirname(PGLITE_TEMPLATE), { recursive: true });
  fs.writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('postgresTemplate', '');
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}
