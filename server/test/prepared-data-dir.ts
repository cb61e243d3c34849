import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SNAPSHOT_KIND, snapshotKey } from '#server/companies/catalogue/catalogue-jobs.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { jobs } from '#server/jobs/schema.ts';
import { PGLITE_TEMPLATE } from './global-setup.ts';

/**
 * A new data folder holding the migrated test template, for tests that start the real server on an embedded
 * database: a second or two instead of initdb's ten or more. The bundled catalogue is marked loaded, so its
 * 10,000-company job does not run behind the test and change rows while it looks.
 */
export async function preparedDataDir(prefix: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const database = await openDatabase({
    pgliteDir: path.join(dir, 'pglite'),
    loadDataDir: new Blob([fs.readFileSync(PGLITE_TEMPLATE)]),
  });
  try {
    await database.db.insert(jobs).values({
      kind: SNAPSHOT_KIND,
      state: 'succeeded',
      idempotencyKey: snapshotKey(),
      finishedAt: new Date(),
    });
  } finally {
    await database.close();
  }
  return dir;
}
