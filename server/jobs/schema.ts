import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Durable background jobs (imports, exports, alerts), claimed with `FOR UPDATE SKIP LOCKED`; see ADR 0190. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** queued | running | succeeded | failed | cancelled */
    state: text('state').notNull().default('queued'),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    userId: text('user_id'),
    /** Same key → the same job, so a retried request or a second process never enqueues twice. */
    idempotencyKey: text('idempotency_key'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A running job whose lease has passed belongs to a dead process and is claimed again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    total: integer('total').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_idempotency_key_uq').on(table.idempotencyKey),
    index('jobs_state_run_at_idx').on(table.state, table.runAt),
    index('jobs_kind_created_idx').on(table.kind, table.createdAt),
    // The admin jobs page without a kind: newest first over every job (ADR 0315).
    index('jobs_created_idx').on(table.createdAt),
  ],
);

export const jobLogs = pgTable(
  'job_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** info | success | warn | error */
    level: text('level').notNull(),
    message: text('message').notNull(),
    ticker: text('ticker'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_logs_job_idx').on(table.jobId, table.id)],
);

/** Cron schedules that enqueue a job per slot; the slot's idempotency key makes each run happen once. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  kind: text('kind').notNull(),
  cron: text('cron').notNull(),
  timezone: text('timezone').notNull().default('UTC'),
  enabled: boolean('enabled').notNull().default(true),
  payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastJobId: uuid('last_job_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
