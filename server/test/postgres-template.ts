import crypto from 'node:crypto';
import pg from 'pg';
import { runMigrations } from '#server/db/migrate.ts';
import { openDatabase } from '#server/db/open-database.ts';

function databaseUrlFor(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTemplateDatabase(baseUrl: string): Promise<string> {
  const name = `tenkai_tpl_${crypto.randomBytes(4).toString('hex')}`;
  await admin(baseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const database = await openDatabase({ databaseUrl: databaseUrlFor(baseUrl, name), poolSize: 1 });
  await runMigrations(database);
  await database.close();
  return name;
}

/**
 * Drops a scratch database (a test template, a clone, a benchmark's). `WITH (FORCE)` ends the database's
 * connections, but a non-superuser may not end an autovacuum worker's, which makes the drop fail now and then
 * ("must be a member of the role whose process is being terminated"); the worker is gone a moment later.
 */
export async function dropScratchDatabase(baseUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      return;
    } catch (error) {
      if (attempt >= 10 || (error as { code?: string }).code !== '42501') throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** A fresh database cloned from the migrated template: one per test file, dropped afterwards. */
export async function cloneTemplateDatabase(
  baseUrl: string,
  template: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tenkai_t_${crypto.randomBytes(6).toString('hex')}`;
  await admin(baseUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: databaseUrlFor(baseUrl, name),
    drop: () => dropScratchDatabase(baseUrl, name),
  };
}
