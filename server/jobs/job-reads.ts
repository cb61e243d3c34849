import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { JobRow } from './claim-job.ts';
import { jobLogs, jobs } from './schema.ts';
import type { JobLogLine, JobRecord, JobState } from './types.ts';

// The read side of the job runner: what the admin pages and a job's owner see of a job and its log.

function toJobRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state as JobState,
    payload: row.payload,
    userId: row.userId,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    error: row.error,
    total: row.total,
    imported: row.imported,
    updated: row.updated,
    skipped: row.skipped,
    errors: row.errors,
    runAt: row.runAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function readJob(db: Db, id: string): Promise<JobRecord | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ? toJobRecord(row) : null;
}

/** The last `limit` lines of a job's log, oldest first. */
export async function readJobLogs(db: Db, id: string, limit = 500): Promise<JobLogLine[]> {
  const rows = await db
    .select()
    .from(jobLogs)
    .where(eq(jobLogs.jobId, id))
    .orderBy(desc(jobLogs.id))
    .limit(limit);
  return rows.reverse().map(
    (line): JobLogLine => ({
      level: line.level as JobLogLine['level'],
      message: line.message,
      ticker: line.ticker,
      at: line.createdAt.toISOString(),
    }),
  );
}

/** The newest jobs, of one kind or all. */
export async function listJobs(db: Db, filter: { kind?: string; limit?: number }): Promise<JobRecord[]> {
  // Payloads can be large (an uploaded file's rows); a listing leaves them out, `readJob` has them.
  const { payload: _payload, ...columns } = getTableColumns(jobs);
  const rows = await db
    .select(columns)
    .from(jobs)
    .where(filter.kind ? eq(jobs.kind, filter.kind) : undefined)
    .orderBy(desc(jobs.createdAt))
    .limit(filter.limit ?? 50);
  return rows.map((row) => toJobRecord({ ...row, payload: null }));
}
