import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { createLogger } from '#server/log.ts';
import { captureLog } from '#server/test/capture-log.ts';
import { cloneTemplateDatabase } from '#server/test/postgres-template.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { createJobRunner } from './job-runner.ts';
import { jobs } from './schema.ts';
import { RetryableJobError } from './types.ts';

const log = createLogger('silent');

function manualClock(start = new Date('2026-03-02T10:00:00Z')) {
  let now = start.getTime();
  const clock = () => new Date(now);
  return Object.assign(clock, { advance: (ms: number) => (now += ms) });
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('job runner', async () => {
  const database = await createTestDatabase();
  const { db } = database;

  it('runs a queued job once, recording counts, log lines and success', async () => {
    const runner = createJobRunner({ db, log });
    runner.register<{ n: number }>('count', async (ctx) => {
      await ctx.progress({ total: ctx.payload.n });
      await ctx.log('success', 'Imported Apple', 'AAPL');
      await ctx.progress({ imported: 1, skipped: 1 });
    });
    const { id, state } = await runner.enqueue('count', { n: 2 }, { userId: 'u1' });
    expect(state).toBe('queued');
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    const job = await runner.get(id);
    expect(job).toMatchObject({
      state: 'succeeded',
      total: 2,
      imported: 1,
      skipped: 1,
      errors: 0,
      attempts: 1,
    });
    expect(job?.finishedAt).not.toBeNull();
    expect(await runner.logs(id)).toEqual([
      expect.objectContaining({ level: 'success', message: 'Imported Apple', ticker: 'AAPL' }),
    ]);
    expect(await runner.get('not-a-uuid')).toBeNull();
  });

  it('returns the existing job for a repeated idempotency key', async () => {
    const runner = createJobRunner({ db, log });
    const first = await runner.enqueue('idem', {}, { idempotencyKey: 'slot-1' });
    const second = await runner.enqueue('idem', { other: true }, { idempotencyKey: 'slot-1' });
    expect(second.id).toBe(first.id);
    expect((await runner.list({ kind: 'idem' })).length).toBe(1);
  });

  it('fails a job with the handler error message', async () => {
    const runner = createJobRunner({ db, log });
    runner.register('broken', async () => {
      throw new Error('SEC answered malformed JSON');
    });
    const { id } = await runner.enqueue('broken', {});
    await runner.runDue();
    expect(await runner.get(id)).toMatchObject({ state: 'failed', error: 'SEC answered malformed JSON' });
    expect((await runner.logs(id)).at(-1)).toMatchObject({ level: 'error' });
  });

  it('retries a RetryableJobError after its retryAfterMs, then fails when attempts run out', async () => {
    const clock = manualClock();
    const runner = createJobRunner({ db, log, clock, retryBaseMs: 1_000 });
    let calls = 0;
    runner.register(
      'flaky',
      async () => {
        calls += 1;
        throw new RetryableJobError('rate limit exceeded', 30_000);
      },
      { maxAttempts: 2 },
    );
    const { id } = await runner.enqueue('flaky', {});
    await runner.runDue();
    const queued = await runner.get(id);
    expect(queued).toMatchObject({ state: 'queued', attempts: 1, error: 'rate limit exceeded' });
    expect(new Date(queued!.runAt).getTime() - clock().getTime()).toBe(30_000);
    clock.advance(10_000);
    expect(await runner.runDue()).toBe(0);
    clock.advance(20_000);
    expect(await runner.runDue()).toBe(1);
    expect(await runner.get(id)).toMatchObject({ state: 'failed', attempts: 2 });
    expect(calls).toBe(2);
  });

  it('cancels a queued job and stops a running one through its signal', async () => {
    const runner = createJobRunner({ db, log });
    const { id: queuedId } = await runner.enqueue('never-registered', {});
    expect(await runner.cancel(queuedId)).toBe(true);
    expect(await runner.get(queuedId)).toMatchObject({ state: 'cancelled' });
    expect(await runner.cancel(queuedId)).toBe(false);

    const started = deferred();
    runner.register('long', async (ctx) => {
      started.resolve();
      await new Promise((resolve) => ctx.signal.addEventListener('abort', resolve));
    });
    const { id } = await runner.enqueue('long', {});
    const run = runner.runDue();
    await started.promise;
    expect(await runner.cancel(id)).toBe(true);
    await run;
    expect(await runner.get(id)).toMatchObject({
      state: 'cancelled',
      error: 'Cancelled by an administrator.',
    });
  });

  it('sees a cancel requested by another process at the next progress call', async () => {
    const runner = createJobRunner({ db, log });
    const other = createJobRunner({ db, log });
    const started = deferred();
    const cancelled = deferred();
    runner.register('remote-cancel', async (ctx) => {
      started.resolve();
      await cancelled.promise;
      await ctx.progress({ imported: 1 });
      if (ctx.signal.aborted) return;
      throw new Error('should have seen the cancel');
    });
    const { id } = await runner.enqueue('remote-cancel', {});
    const run = runner.runDue();
    await started.promise;
    expect(await other.cancel(id)).toBe(true);
    cancelled.resolve();
    await run;
    expect(await runner.get(id)).toMatchObject({ state: 'cancelled' });
  });

  it('resumes a job left running by a dead process once its lease expires', async () => {
    const clock = manualClock();
    const runner = createJobRunner({ db, log, clock, leaseMs: 60_000 });
    const seen: number[] = [];
    runner.register('resumable', async (ctx) => {
      seen.push(ctx.attempt);
    });
    const [dead] = await db
      .insert(jobs)
      .values({
        kind: 'resumable',
        state: 'running',
        attempts: 1,
        lockedBy: 'dead-process',
        leaseUntil: new Date(clock().getTime() + 30_000),
      })
      .returning();
    expect(await runner.runDue()).toBe(0);
    clock.advance(31_000);
    expect(await runner.runDue()).toBe(1);
    expect(seen).toEqual([2]);
    expect(await runner.get(dead!.id)).toMatchObject({ state: 'succeeded' });
    expect((await runner.logs(dead!.id))[0]?.message).toMatch(/Resumed/);
  });

  it('marks a stranded job failed with a reason when it has no attempts left', async () => {
    const clock = manualClock();
    const runner = createJobRunner({ db, log, clock });
    runner.register('stranded', async () => {});
    const [dead] = await db
      .insert(jobs)
      .values({
        kind: 'stranded',
        state: 'running',
        attempts: 3,
        maxAttempts: 3,
        lockedBy: 'dead-process',
        leaseUntil: new Date(clock().getTime() - 1),
      })
      .returning();
    expect(await runner.runDue()).toBe(0);
    const job = await runner.get(dead!.id);
    expect(job?.state).toBe('failed');
    expect(job?.error).toMatch(/server stopped while this job was running/);
  });

  it('hands a running job back on shutdown and the next runner resumes it', async () => {
    const first = createJobRunner({ db, log, pollMs: 20 });
    const started = deferred();
    let runs = 0;
    const handler = async (ctx: { signal: AbortSignal }) => {
      runs += 1;
      if (runs === 1) {
        started.resolve();
        await new Promise((resolve) => ctx.signal.addEventListener('abort', resolve));
        throw new Error('aborted');
      }
    };
    first.register('restartable', handler);
    const { id } = await first.enqueue('restartable', {});
    first.start();
    await started.promise;
    await first.stop();
    expect(await first.get(id)).toMatchObject({ state: 'running', attempts: 0 });

    const second = createJobRunner({ db, log });
    second.register('restartable', handler);
    expect(await second.runDue()).toBe(1);
    expect(await second.get(id)).toMatchObject({ state: 'succeeded', attempts: 1 });
  });

  it('hands back a job it was claiming when the stop came, instead of starting it unwatched', async () => {
    // Claims that take a while, as on a busy PostgreSQL (PGlite answers within one turn of the event loop).
    const slowClaims = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return async (...args: Parameters<typeof db.transaction>) => {
          await new Promise((resolve) => setTimeout(resolve, 100));
          return target.transaction(...args);
        };
      },
    });
    const runner = createJobRunner({ db: slowClaims, log, pollMs: 60_000 });
    let signal: AbortSignal | undefined;
    runner.register('claimed-late', async (ctx) => {
      signal = ctx.signal;
      if (!ctx.signal.aborted) await new Promise((resolve) => ctx.signal.addEventListener('abort', resolve));
    });
    const { id } = await runner.enqueue('claimed-late', {});
    runner.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await runner.stop();
    expect(signal?.aborted).toBe(true);
    expect(await runner.get(id)).toMatchObject({ state: 'running', attempts: 0 });
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row?.lockedBy).toBeNull();
  });

  it('waits no longer than the grace period for a handler that ignores the stop', async () => {
    const { lines, log: captured } = captureLog('warn');
    const runner = createJobRunner({ db, log: captured, pollMs: 20 });
    const started = deferred();
    const release = deferred();
    runner.register('stubborn', async () => {
      started.resolve();
      await release.promise;
    });
    const { id } = await runner.enqueue('stubborn', {});
    runner.start();
    await started.promise;
    const begun = Date.now();
    await runner.stop({ graceMs: 200 });
    expect(Date.now() - begun).toBeLessThan(2_000);
    expect(lines.join('\n')).toContain(id);
    // Still its lease: nobody else may take it while the handler may still be writing.
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ state: 'running', attempts: 1 });
    expect(row?.leaseUntil?.getTime()).toBeGreaterThan(Date.now());
    release.resolve();
  });

  it('runs one job of a one-at-a-time kind at a time across runners', async () => {
    const a = createJobRunner({ db, log });
    const b = createJobRunner({ db, log });
    const started = deferred();
    const release = deferred();
    const handler = async () => {
      started.resolve();
      await release.promise;
    };
    a.register('single', handler);
    b.register('single', handler);
    const first = await a.enqueue('single', {});
    const second = await a.enqueue('single', {});
    const running = a.runDue();
    await started.promise;
    expect(await b.runDue()).toBe(0);
    expect(await b.get(second.id)).toMatchObject({ state: 'queued' });
    release.resolve();
    await running;
    expect(await a.get(first.id)).toMatchObject({ state: 'succeeded' });
    expect(await a.get(second.id)).toMatchObject({ state: 'succeeded' });
  });

  it('picks work up by itself once started', async () => {
    const runner = createJobRunner({ db, log, pollMs: 20 });
    const done = deferred();
    runner.register('background', async () => done.resolve());
    runner.start();
    const { id } = await runner.enqueue('background', {});
    await done.promise;
    await expect.poll(async () => (await runner.get(id))?.state).toBe('succeeded');
    await runner.stop();
    expect(runner.status().started).toBe(false);
  });
});

const template = inject('postgresTemplate');

/** Two runners on separate connection pools (as two server processes) against one PostgreSQL database. */
describe.skipIf(!template)('job runner on PostgreSQL with two processes', () => {
  const databases: Database[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const database of databases) await database.close();
    await drop?.();
  });

  it('claims every job exactly once and never runs a one-at-a-time kind twice at once', {
    timeout: 60_000,
  }, async () => {
    const clone = await cloneTemplateDatabase(process.env.TEST_DATABASE_URL!, template);
    drop = clone.drop;
    const [one, two] = await Promise.all([
      openDatabase({ databaseUrl: clone.url, poolSize: 4 }),
      openDatabase({ databaseUrl: clone.url, poolSize: 4 }),
    ]);
    databases.push(one!, two!);
    const runs = new Map<string, number>();
    let concurrent = 0;
    let maxConcurrent = 0;
    const runners = [one!, two!].map((database) => {
      const runner = createJobRunner({ db: database.db, log, concurrency: 4 });
      runner.register<{ n: number }>(
        'parallel',
        async (ctx) => {
          runs.set(ctx.id, (runs.get(ctx.id) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
        { oneAtATime: false },
      );
      runner.register('exclusive', async (ctx) => {
        concurrent += 1;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        runs.set(ctx.id, (runs.get(ctx.id) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 20));
        concurrent -= 1;
      });
      return runner;
    });
    const ids: string[] = [];
    for (let n = 0; n < 30; n += 1) ids.push((await runners[0]!.enqueue('parallel', { n })).id);
    for (let n = 0; n < 5; n += 1) ids.push((await runners[0]!.enqueue('exclusive', { n })).id);
    // Each runner drives several claim loops at once, like its poller would.
    await Promise.all(runners.flatMap((runner) => [runner.runDue(), runner.runDue(), runner.runDue()]));
    expect(runs.size).toBe(35);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(maxConcurrent).toBe(1);
    const states = await one!.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.kind, 'exclusive'));
    expect(states.every((row) => row.state === 'succeeded')).toBe(true);
  });
});
