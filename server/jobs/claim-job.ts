import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '#server/db/client.ts';
import { jobLogs, jobs } from './schema.ts';

export type JobRow = typeof jobs.$inferSelect;

/** Serialises claims across processes so "one at a time per kind" cannot race; a claim takes milliseconds. */
const CLAIM_LOCK = 7_410_001;

export interface ClaimOptions {
  /** The kinds this process has handlers for. */
  kinds: string[];
  /** Kinds that never run twice at once, in any process. */
  oneAtATime: string[];
  at: () => Date;
  leaseMs: number;
  workerId: string;
}

/**
 * Takes the next due job (queued and due, or running with an expired lease) for this worker, in one transaction.
 * On the way it settles what it skips: a cancelled job whose runner died is marked cancelled, and a job that ran out
 * of attempts while its server stopped is marked failed with the reason.
 */
export async function claimNextJob(db: Db, options: ClaimOptions): Promise<JobRow | null> {
  const { kinds, oneAtATime: single, at: clock, leaseMs, workerId } = options;
  if (kinds.length === 0) return null;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CLAIM_LOCK})`);
    for (;;) {
      const now = clock().toISOString();
      const notBusy =
        single.length === 0
          ? sql`true`
          : sql`(j.kind NOT IN (${sql.join(
              single.map((kind) => sql`${kind}`),
              sql`, `,
            )}) OR NOT EXISTS (SELECT 1 FROM jobs r WHERE r.kind = j.kind AND r.state = 'running'
              AND r.lease_until >= ${now}::timestamptz AND r.id <> j.id))`;
      const [candidate] = await queryRows<{ id: string }>(
        tx,
        sql`SELECT j.id FROM jobs j
          WHERE j.kind IN (${sql.join(
            kinds.map((kind) => sql`${kind}`),
            sql`, `,
          )})
            AND ((j.state = 'queued' AND j.run_at <= ${now}::timestamptz)
              OR (j.state = 'running' AND j.lease_until < ${now}::timestamptz))
            AND ${notBusy}
          ORDER BY j.run_at, j.created_at
          LIMIT 1
          FOR UPDATE SKIP LOCKED`,
      );
      if (!candidate) return null;
      const [row] = await tx.select().from(jobs).where(eq(jobs.id, candidate.id));
      if (!row) return null;
      const at = clock();
      if (row.state === 'running' && row.cancelRequested) {
        await tx
          .update(jobs)
          .set({
            state: 'cancelled',
            finishedAt: at,
            lockedBy: null,
            error: 'Cancelled by an administrator.',
          })
          .where(eq(jobs.id, row.id));
        continue;
      }
      if (row.state === 'running' && row.attempts >= row.maxAttempts) {
        const reason = `The server stopped while this job was running (attempt ${row.attempts} of ${row.maxAttempts}); it was not retried.`;
        await tx
          .update(jobs)
          .set({ state: 'failed', finishedAt: at, lockedBy: null, error: reason })
          .where(eq(jobs.id, row.id));
        await tx.insert(jobLogs).values({ jobId: row.id, level: 'error', message: reason });
        continue;
      }
      const resumed = row.state === 'running';
      const [claimed] = await tx
        .update(jobs)
        .set({
          state: 'running',
          attempts: row.attempts + 1,
          leaseUntil: new Date(at.getTime() + leaseMs),
          heartbeatAt: at,
          lockedBy: workerId,
          startedAt: row.startedAt ?? at,
        })
        .where(eq(jobs.id, row.id))
        .returning();
      if (resumed) {
        await tx.insert(jobLogs).values({
          jobId: row.id,
          level: 'warn',
          message: 'Resumed after the server that ran it stopped.',
        });
      }
      return claimed ?? null;
    }
  });
}
