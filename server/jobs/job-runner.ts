import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Db, withoutQueryValues } from '#server/db/client.ts';
import { claimNextJob, type JobRow } from './claim-job.ts';
import { listJobs, readJob, readJobLogs } from './job-reads.ts';
import { jobLogs, jobs } from './schema.ts';
import {
  type JobCounts,
  type JobHandler,
  type JobRunner,
  type JobState,
  type RegisterOptions,
  RetryableJobError,
} from './types.ts';

export interface JobRunnerOptions {
  db: Db;
  log: Logger;
  clock?: () => Date;
  /** A running job whose heartbeat stops for this long is taken over by another process (or the next start). */
  leaseMs?: number;
  heartbeatMs?: number;
  pollMs?: number;
  /** Jobs this process runs at once (different kinds; a one-at-a-time kind never runs twice). */
  concurrency?: number;
  /** First retry delay; doubles per attempt. */
  retryBaseMs?: number;
  workerId?: string;
}

interface Registration {
  handler: JobHandler<unknown>;
  maxAttempts: number;
  oneAtATime: boolean;
}

type AbortReason = 'cancel' | 'shutdown' | 'lost';

const COUNT_KEYS = ['total', 'imported', 'updated', 'skipped', 'errors'] as const;

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log } = options;
  const clock = options.clock ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 60_000;
  const heartbeatMs = options.heartbeatMs ?? Math.max(1_000, Math.floor(leaseMs / 4));
  const pollMs = options.pollMs ?? 1_000;
  const concurrency = options.concurrency ?? 2;
  const retryBaseMs = options.retryBaseMs ?? 5_000;
  const workerId = options.workerId ?? `${process.pid}-${randomUUID().slice(0, 8)}`;

  const registrations = new Map<string, Registration>();
  const running = new Map<string, AbortController>();
  const active = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  /** The poll in progress: a stop waits for it, so that a job it is claiming is stopped and handed back too. */
  let polling: Promise<void> | undefined;
  let stopping = false;

  const later = (ms: number) => new Date(clock().getTime() + ms);

  const claim = () =>
    claimNextJob(db, {
      kinds: [...registrations.keys()],
      oneAtATime: [...registrations].filter(([, r]) => r.oneAtATime).map(([kind]) => kind),
      at: clock,
      leaseMs,
      workerId,
    });

  const mine = (id: string) => and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.state, 'running'));

  async function finish(row: JobRow, controller: AbortController, error: unknown) {
    const reason = controller.signal.aborted ? (controller.signal.reason as AbortReason) : null;
    const at = clock();
    if (reason === 'lost') return;
    if (reason === 'cancel') {
      await db
        .update(jobs)
        .set({ state: 'cancelled', finishedAt: at, lockedBy: null, error: 'Cancelled by an administrator.' })
        .where(mine(row.id));
      await db
        .insert(jobLogs)
        .values({ jobId: row.id, level: 'warn', message: 'Cancelled by an administrator.' });
      return;
    }
    if (reason === 'shutdown') {
      // Handed back at once (lease over, attempt not counted) so the next start resumes it.
      await db
        .update(jobs)
        .set({ leaseUntil: at, lockedBy: null, attempts: sql`${jobs.attempts} - 1` })
        .where(mine(row.id));
      await db.insert(jobLogs).values({
        jobId: row.id,
        level: 'warn',
        message: 'Interrupted by a server shutdown; it resumes on the next start.',
      });
      return;
    }
    if (error === undefined) {
      await db
        .update(jobs)
        .set({ state: 'succeeded', finishedAt: at, lockedBy: null, leaseUntil: null })
        .where(mine(row.id));
      return;
    }
    // What the job log, the admin pages and the server log say: never a failed statement's values.
    const failure = error instanceof Error ? withoutQueryValues(error) : new Error(String(error));
    const message = failure.message;
    if (error instanceof RetryableJobError && row.attempts < row.maxAttempts) {
      const backoff = retryBaseMs * 2 ** (row.attempts - 1);
      const runAt = new Date(at.getTime() + Math.max(backoff, error.retryAfterMs ?? 0));
      await db
        .update(jobs)
        .set({ state: 'queued', runAt, lockedBy: null, leaseUntil: null, error: message })
        .where(mine(row.id));
      await db.insert(jobLogs).values({
        jobId: row.id,
        level: 'warn',
        message: `${message} Retrying at ${runAt.toISOString()} (attempt ${row.attempts + 1} of ${row.maxAttempts}).`,
      });
      return;
    }
    if (!(error instanceof RetryableJobError))
      log.error({ err: failure, jobId: row.id, kind: row.kind }, 'job failed');
    await db
      .update(jobs)
      .set({ state: 'failed', finishedAt: at, lockedBy: null, leaseUntil: null, error: message })
      .where(mine(row.id));
    await db.insert(jobLogs).values({ jobId: row.id, level: 'error', message });
  }

  async function execute(row: JobRow): Promise<void> {
    const registration = registrations.get(row.kind);
    if (!registration) return;
    const controller = new AbortController();
    running.set(row.id, controller);
    const abort = (reason: AbortReason) => {
      if (!controller.signal.aborted) controller.abort(reason);
    };
    const heartbeat = setInterval(() => {
      db.update(jobs)
        .set({ leaseUntil: later(leaseMs), heartbeatAt: clock() })
        .where(mine(row.id))
        .returning({ cancelRequested: jobs.cancelRequested })
        .then(([current]) => {
          if (!current) abort('lost');
          else if (current.cancelRequested) abort('cancel');
        })
        .catch((error: unknown) => log.warn({ err: error, jobId: row.id }, 'job heartbeat failed'));
    }, heartbeatMs);
    heartbeat.unref();
    let failure: unknown;
    try {
      await registration.handler({
        id: row.id,
        kind: row.kind,
        payload: row.payload,
        attempt: row.attempts,
        signal: controller.signal,
        log: async (level, message, ticker) => {
          await db.insert(jobLogs).values({ jobId: row.id, level, message, ticker: ticker ?? null });
        },
        progress: async (counts: Partial<JobCounts>) => {
          const set: Partial<Record<(typeof COUNT_KEYS)[number], number>> = {};
          for (const key of COUNT_KEYS) if (counts[key] !== undefined) set[key] = counts[key];
          const [current] = await db
            .update(jobs)
            .set({ ...set, leaseUntil: later(leaseMs), heartbeatAt: clock() })
            .where(mine(row.id))
            .returning({ cancelRequested: jobs.cancelRequested });
          if (!current) abort('lost');
          else if (current.cancelRequested) abort('cancel');
        },
      });
    } catch (error) {
      failure = error ?? new Error('The job failed.');
    } finally {
      clearInterval(heartbeat);
      running.delete(row.id);
    }
    try {
      await finish(row, controller, failure);
    } catch (error) {
      log.error({ err: error, jobId: row.id }, 'could not record the end of a job');
    }
  }

  async function poll() {
    try {
      while (!stopping && active.size < concurrency) {
        const row = await claim();
        if (!row) break;
        const promise: Promise<void> = execute(row).finally(() => active.delete(promise));
        active.add(promise);
      }
    } catch (error) {
      log.warn({ err: error }, 'job poll failed');
    }
  }

  function tick() {
    if (polling || stopping) return;
    polling = poll().finally(() => {
      polling = undefined;
    });
  }

  return {
    register(kind, handler, registerOptions: RegisterOptions = {}) {
      registrations.set(kind, {
        handler: handler as JobHandler<unknown>,
        maxAttempts: registerOptions.maxAttempts ?? 3,
        oneAtATime: registerOptions.oneAtATime ?? true,
      });
    },

    async enqueue(kind, payload, enqueueOptions = {}) {
      const values = {
        kind,
        payload: (payload ?? {}) as unknown,
        userId: enqueueOptions.userId ?? null,
        idempotencyKey: enqueueOptions.idempotencyKey ?? null,
        maxAttempts: registrations.get(kind)?.maxAttempts ?? 3,
        runAt: enqueueOptions.runAt ?? clock(),
        createdAt: clock(),
      };
      const [inserted] = await db
        .insert(jobs)
        .values(values)
        .onConflictDoNothing({ target: jobs.idempotencyKey })
        .returning({ id: jobs.id, state: jobs.state });
      if (timer) setImmediate(() => void tick());
      if (inserted) return { id: inserted.id, state: inserted.state as JobState };
      const [existing] = await db
        .select({ id: jobs.id, state: jobs.state })
        .from(jobs)
        .where(eq(jobs.idempotencyKey, enqueueOptions.idempotencyKey ?? ''));
      if (!existing) throw new Error('enqueue: the job with this idempotency key vanished');
      return { id: existing.id, state: existing.state as JobState };
    },

    get: (id) => readJob(db, id),
    logs: (id, logOptions = {}) => readJobLogs(db, id, logOptions.limit),
    list: (filter = {}) => listJobs(db, filter),

    async cancel(id) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
      const [queued] = await db
        .update(jobs)
        .set({ state: 'cancelled', finishedAt: clock(), error: 'Cancelled by an administrator.' })
        .where(and(eq(jobs.id, id), eq(jobs.state, 'queued')))
        .returning({ id: jobs.id });
      if (queued) return true;
      const [active] = await db
        .update(jobs)
        .set({ cancelRequested: true })
        .where(and(eq(jobs.id, id), eq(jobs.state, 'running')))
        .returning({ id: jobs.id });
      if (!active) return false;
      const controller = running.get(id);
      if (controller && !controller.signal.aborted) controller.abort('cancel' satisfies AbortReason);
      return true;
    },

    start() {
      if (timer) return;
      stopping = false;
      timer = setInterval(() => void tick(), pollMs);
      timer.unref();
      setImmediate(() => void tick());
    },

    async stop(stopOptions = {}) {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await polling;
      for (const controller of running.values()) {
        if (!controller.signal.aborted) controller.abort('shutdown' satisfies AbortReason);
      }
      await Promise.race([
        Promise.allSettled([...active]),
        new Promise((resolve) => setTimeout(resolve, stopOptions.graceMs ?? 10_000).unref()),
      ]);
      for (const id of running.keys()) {
        log.warn(
          { jobId: id },
          'a job did not stop within the grace period: its lease runs out, then another process or the next start resumes it',
        );
      }
    },

    async runDue() {
      let count = 0;
      for (;;) {
        const row = await claim();
        if (!row) return count;
        await execute(row);
        count += 1;
      }
    },

    status() {
      return {
        started: Boolean(timer),
        workerId,
        running: [...running.keys()],
        kinds: [...registrations.keys()],
      };
    },
  };
}
