import { Cron } from 'croner';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '#server/db/client.ts';
import { jobSchedules } from './schema.ts';
import type { JobRunner } from './types.ts';

interface ScheduleDefinition {
  name: string;
  kind: string;
  /** Used when the schedule is first stored; an admin may change it later. */
  defaultCron: string;
  defaultTimezone?: string;
  payload?: unknown;
  enabledByDefault?: boolean;
}

interface ScheduleRecord {
  name: string;
  kind: string;
  cron: string;
  timezone: string;
  enabled: boolean;
  nextRunAt: string | null;
  lastRunAt: string | null;
  lastJobId: string | null;
}

export interface Schedules {
  define(definition: ScheduleDefinition): void;
  get(name: string): Promise<ScheduleRecord | null>;
  update(
    name: string,
    change: { cron?: string; timezone?: string; enabled?: boolean },
  ): Promise<ScheduleRecord>;
  /** Enqueues one job per due slot; safe to call from several processes at once. Returns jobs enqueued. */
  runDue(): Promise<number>;
  start(): void;
  /** Stops polling; resolves once a poll in progress has finished, so nothing is enqueued after it. */
  stop(): Promise<void>;
}

export class InvalidScheduleError extends Error {}

/** The next run of `cron` in `timezone` after `from`; throws InvalidScheduleError on a bad pattern or zone. */
export function nextRun(cron: string, timezone: string, from: Date): Date | null {
  try {
    return new Cron(cron, { timezone, paused: true }).nextRun(from);
  } catch (error) {
    throw new InvalidScheduleError(error instanceof Error ? error.message : String(error));
  }
}

function toRecord(row: typeof jobSchedules.$inferSelect): ScheduleRecord {
  return {
    name: row.name,
    kind: row.kind,
    cron: row.cron,
    timezone: row.timezone,
    enabled: row.enabled,
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    lastJobId: row.lastJobId,
  };
}

/**
 * Cron schedules stored in the database. Each due slot is enqueued with the idempotency key
 * `schedule:<name>:<slot>`, and the slot is advanced with a compare-and-set, so N processes make one run.
 */
export function createSchedules(options: {
  db: Db;
  jobs: JobRunner;
  log: Logger;
  clock?: () => Date;
  pollMs?: number;
}): Schedules {
  const { db, jobs, log } = options;
  const clock = options.clock ?? (() => new Date());
  const definitions = new Map<string, ScheduleDefinition>();
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<unknown> | undefined;

  async function ensure(name: string) {
    const definition = definitions.get(name);
    if (!definition) return null;
    const [existing] = await db.select().from(jobSchedules).where(eq(jobSchedules.name, name));
    if (existing) return existing;
    const timezone = definition.defaultTimezone ?? 'UTC';
    const enabled = definition.enabledByDefault ?? true;
    await db
      .insert(jobSchedules)
      .values({
        name,
        kind: definition.kind,
        cron: definition.defaultCron,
        timezone,
        enabled,
        payload: definition.payload ?? {},
        nextRunAt: enabled ? nextRun(definition.defaultCron, timezone, clock()) : null,
      })
      .onConflictDoNothing();
    const [row] = await db.select().from(jobSchedules).where(eq(jobSchedules.name, name));
    return row ?? null;
  }

  async function runDue() {
    let enqueued = 0;
    for (const name of definitions.keys()) {
      const row = await ensure(name);
      if (!row?.enabled || !row.nextRunAt || row.nextRunAt > clock()) continue;
      const slot = row.nextRunAt;
      const job = await jobs.enqueue(row.kind, row.payload, {
        idempotencyKey: `schedule:${name}:${slot.toISOString()}`,
      });
      const [advanced] = await db
        .update(jobSchedules)
        .set({
          lastRunAt: clock(),
          lastJobId: job.id,
          nextRunAt: nextRun(row.cron, row.timezone, clock()),
        })
        .where(and(eq(jobSchedules.name, name), eq(jobSchedules.nextRunAt, slot)))
        .returning({ name: jobSchedules.name });
      if (advanced) {
        enqueued += 1;
        log.info({ schedule: name, jobId: job.id }, 'scheduled job enqueued');
      }
    }
    return enqueued;
  }

  return {
    define(definition) {
      nextRun(definition.defaultCron, definition.defaultTimezone ?? 'UTC', new Date());
      definitions.set(definition.name, definition);
    },
    async get(name) {
      const row = await ensure(name);
      return row ? toRecord(row) : null;
    },
    async update(name, change) {
      const row = await ensure(name);
      if (!row) throw new InvalidScheduleError(`Unknown schedule ${name}`);
      const cron = change.cron ?? row.cron;
      const timezone = change.timezone ?? row.timezone;
      const enabled = change.enabled ?? row.enabled;
      const next = nextRun(cron, timezone, clock());
      const [updated] = await db
        .update(jobSchedules)
        .set({ cron, timezone, enabled, nextRunAt: enabled ? next : null, updatedAt: clock() })
        .where(eq(jobSchedules.name, name))
        .returning();
      return toRecord(updated!);
    },
    runDue,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        polling ??= runDue()
          .catch((error: unknown) => log.warn({ err: error }, 'schedule poll failed'))
          .finally(() => {
            polling = undefined;
          });
      }, options.pollMs ?? 30_000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await polling;
    },
  };
}
