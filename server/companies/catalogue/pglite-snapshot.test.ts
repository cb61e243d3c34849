import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { knownMigrationCount, runMigrations } from '#server/db/migrate.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { createJobRunner } from '#server/jobs/job-runner.ts';
import { createLogger } from '#server/log.ts';
import { enqueueSnapshotLoad } from './catalogue-jobs.ts';
import { buildPgliteSnapshot } from './pglite-snapshot.ts';
import { isNewPgliteFolder, snapshotFor } from './snapshot-file.ts';

describe('embedded database snapshot', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-snapshot-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'snapshot.tar.gz');

  it('is used only for a new folder and only when it was built', () => {
    const folder = path.join(dir, 'unused');
    expect(isNewPgliteFolder(folder)).toBe(true);
    expect(snapshotFor(folder, undefined)).toBeUndefined();
    expect(snapshotFor(folder, path.join(dir, 'missing.tar.gz'))).toBeUndefined();
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, 'PG_VERSION'), '17');
    fs.writeFileSync(file, 'x');
    expect(snapshotFor(folder, file)).toBeUndefined();
    fs.rmSync(file);
  });

  it('starts a new folder migrated, with the catalogue loaded and its job found done', async () => {
    await buildPgliteSnapshot(file);
    const pgliteDir = path.join(dir, 'pglite');
    const database = await openDatabase({ pgliteDir, loadDataDir: snapshotFor(pgliteDir, file) });
    try {
      expect(isNewPgliteFolder(pgliteDir)).toBe(false);
      await runMigrations(database);
      const [row] = await queryRows<{ migrations: number; companies: number }>(
        database.db,
        sql`select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
                   (select count(*)::int from companies) as companies`,
      );
      expect(row?.migrations).toBe(knownMigrationCount());
      expect(row?.companies).toBeGreaterThan(5000);
      const jobs = createJobRunner({ db: database.db, log: createLogger('silent') });
      expect((await enqueueSnapshotLoad(jobs)).state).toBe('succeeded');
    } finally {
      await database.close();
    }
  }, 120_000);
});
