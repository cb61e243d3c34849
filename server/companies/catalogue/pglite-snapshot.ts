import fs from 'node:fs';
import path from 'node:path';
import { auditCleanedNames } from '#server/admin/index.ts';
import type { Database } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { createJobRunner } from '#server/jobs/job-runner.ts';
import { createSchedules } from '#server/jobs/schedules.ts';
import { createLogger } from '#server/log.ts';
import { seedDatabase } from '../seed-database.ts';
import { enqueueSnapshotLoad, registerCatalogueJobs } from './catalogue-jobs.ts';

/**
 * The bundled SEC catalogue, loaded by the very job a first start would queue: its idempotency key (the catalogue
 * file's hash) then finds the job done, so a new folder does not spend its first seconds loading 10,000 companies.
 */
export async function loadCatalogue(database: Database): Promise<number> {
  const log = createLogger('silent');
  const jobs = createJobRunner({ db: database.db, log });
  registerCatalogueJobs({
    database,
    edgar: undefined as never,
    finnhub: null,
    jobs,
    schedules: createSchedules({ db: database.db, jobs, log }),
    log,
    clock: () => new Date(),
    pacing: 'none',
    auditCleanedNames: (jobId, cleaned) => auditCleanedNames(database.db, jobId, cleaned),
  });
  const { id } = await enqueueSnapshotLoad(jobs);
  await jobs.runDue();
  const job = await jobs.get(id);
  if (job?.state !== 'succeeded') throw new Error(`catalogue load ${job?.state}: ${job?.error}`);
  return job.total;
}

/** Builds the snapshot: an in-memory database, migrated, seeded and catalogued, dumped gzip-compressed. */
export async function buildPgliteSnapshot(file: string): Promise<number> {
  const database: Database = await openDatabase({});
  try {
    await runMigrations(database);
    await seedDatabase(database);
    await loadCatalogue(database);
    await database.analyze();
    const bytes = Buffer.from(await (await database.dump!('gzip')).arrayBuffer());
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
    return bytes.length;
  } finally {
    await database.close();
  }
}
