import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { id } from './fields.ts';

/**
 * The admin API (issue 19): company imports as durable jobs, their progress and log, the update
 * schedule, the audit trail and /debug. Every route: 401 without a session, 403 unless the server-side role is
 * admin. Job times are ISO strings on both sides (the job runner writes them so).
 */

const IMPORT_KINDS = [
  'sec-complete',
  'sec-sample',
  'finnhub',
  'local',
  'update',
  'revenue-frames',
  'edgar-backfill',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
const JOB_STATES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

const isoTime = z.iso.datetime();
const count = z.int().check(z.nonnegative());

/** A job as the admin pages show it (payloads can be large and are not echoed). */
const jobSummary = z.object({
  id,
  kind: z.string(),
  state: z.enum(JOB_STATES),
  userId: z.nullable(z.string()),
  attempts: count,
  maxAttempts: count,
  error: z.nullable(z.string()),
  runAt: isoTime,
  createdAt: isoTime,
  startedAt: z.nullable(isoTime),
  finishedAt: z.nullable(isoTime),
  total: count,
  imported: count,
  updated: count,
  skipped: count,
  errors: count,
});

const jobLogLine = z.object({
  level: z.enum(['info', 'success', 'warn', 'error']),
  message: z.string(),
  ticker: z.nullable(z.string()),
  at: isoTime,
});

const jobDetail = z.extend(jobSummary, { log: z.array(jobLogLine) });

const schedule = z.object({
  name: z.string(),
  kind: z.string(),
  cron: z.string(),
  timezone: z.string(),
  enabled: z.boolean(),
  nextRunAt: z.nullable(isoTime),
  lastRunAt: z.nullable(isoTime),
  lastJobId: z.nullable(z.string()),
});

const scheduleView = z.object({ schedule: z.nullable(schedule), lastRun: z.nullable(jobSummary) });

const auditEntry = z.object({
  id,
  userEmail: z.string(),
  action: z.string(),
  detail: z.unknown(),
  jobId: z.nullable(id),
  createdAt: isoTime,
  state: z.nullable(z.enum(JOB_STATES)),
  total: z.nullable(count),
  imported: z.nullable(count),
  updated: z.nullable(count),
  skipped: z.nullable(count),
  errors: z.nullable(count),
});

const recordedError = z.object({
  at: isoTime,
  source: z.string(),
  message: z.string(),
  code: z.optional(z.string()),
  status: z.optional(z.number()),
  path: z.optional(z.string()),
});

const debugInfo = z.object({
  version: z.string(),
  node: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({ driver: z.string(), migrationsApplied: count, migrationsKnown: count }),
  jobs: z.object({
    runner: z.object({
      started: z.boolean(),
      workerId: z.string(),
      running: z.array(z.string()),
      kinds: z.array(z.string()),
    }),
    recent: z.array(jobSummary),
  }),
  edgar: z.object({
    requestsLastMinute: count,
    lastRequestAt: z.nullable(isoTime),
    throttledUntil: z.nullable(isoTime),
  }),
  filingCache: z.object({ documents: count, documentBytes: z.number(), storedBytes: z.number() }),
  counts: z.object({ users: count, companies: count, filings: count, analyses: count }),
  integrations: z.record(z.string(), z.union([z.boolean(), z.string()])),
  errors: z.array(recordedError),
});

export type JobSummary = z.output<typeof jobSummary>;
export type JobDetail = z.output<typeof jobDetail>;
export type Schedule = z.output<typeof schedule>;
export type AuditEntry = z.output<typeof auditEntry>;

const tags = ['Admin'];
const jobParams = z.object({ id });

export const startImport = defineEndpoint({
  method: 'post',
  path: '/admin/imports',
  summary:
    'Start an import job: JSON `{kind}`, or multipart/form-data with `file` (CSV or JSON, at most 5 MB) for the local import; a kind already queued or running answers 200 with that job and `alreadyRunning`',
  tags,
  auth: 'admin',
  body: z.object({ kind: z.enum(IMPORT_KINDS) }),
  response: z.object({ job: z.nullable(jobSummary), alreadyRunning: z.optional(z.boolean()) }),
  status: 202,
  alsoStatus: [200],
  errors: [
    'FINNHUB_NOT_CONFIGURED',
    'FILE_REQUIRED',
    'FILE_TOO_LARGE',
    'BAD_UPLOAD',
    'BAD_FILE',
    'BAD_REQUEST',
  ],
});

/** An announcement to the users who turned Product Updates on; paragraphs are separated by a blank line. */
const productUpdateRequest = z.object({
  subject: z.string().check(z.trim(), z.minLength(1, 'Subject is required'), z.maxLength(150)),
  message: z.string().check(z.trim(), z.minLength(1, 'Message is required'), z.maxLength(5000)),
});

export const sendProductUpdate = defineEndpoint({
  method: 'post',
  path: '/admin/product-updates',
  summary:
    'Mail an announcement, as a job, to every user who turned Product Updates on (each mail has its unsubscribe link)',
  tags,
  auth: 'admin',
  body: productUpdateRequest,
  response: z.object({ job: z.nullable(jobSummary) }),
  status: 202,
  errors: ['BAD_REQUEST'],
});

export const listJobs = defineEndpoint({
  method: 'get',
  path: '/admin/jobs',
  summary: 'Jobs, newest first, optionally of one kind',
  tags,
  auth: 'admin',
  query: z.object({
    kind: z.optional(z.string().check(z.maxLength(40))),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
  }),
  response: z.object({ jobs: z.array(jobSummary) }),
  errors: [],
});

export const getJob = defineEndpoint({
  method: 'get',
  path: '/admin/jobs/:id',
  summary: 'One job with its log',
  tags,
  auth: 'admin',
  params: jobParams,
  response: jobDetail,
  errors: [],
});

export const cancelJob = defineEndpoint({
  method: 'post',
  path: '/admin/jobs/:id/cancel',
  summary: 'Cancel a queued or running job; `cancelled` is false when it had already finished',
  tags,
  auth: 'admin',
  params: jobParams,
  response: z.object({ cancelled: z.boolean(), job: z.nullable(jobSummary) }),
  errors: [],
});

export const getSchedule = defineEndpoint({
  method: 'get',
  path: '/admin/schedule',
  summary: 'The Update Data schedule and its last run',
  tags,
  auth: 'admin',
  response: scheduleView,
  errors: [],
});

/** The schedule's rules, shared by the route and the admin form. */
const scheduleChange = z
  .object({
    enabled: z.optional(z.boolean()),
    cron: z.optional(z.string().check(z.trim(), z.minLength(9), z.maxLength(100))),
    timezone: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  })
  .check(z.refine((body) => Object.keys(body).length > 0, 'Nothing to change'));

/** The admin form: weekdays (0 = Sunday) and a local time, written to the server as `m h * * d,d`. */
export const scheduleForm = z.object({
  days: z.array(z.int().check(z.gte(0), z.lte(6))).check(z.minLength(1, 'Pick at least one day')),
  time: z.string().check(z.regex(/^\d{2}:\d{2}$/, 'Enter a time')),
});
export type ScheduleForm = z.output<typeof scheduleForm>;

export const updateSchedule = defineEndpoint({
  method: 'put',
  path: '/admin/schedule',
  summary: 'Turn the schedule on or off, or change its cron and time zone',
  tags,
  auth: 'admin',
  body: scheduleChange,
  response: scheduleView,
  errors: ['INVALID_SCHEDULE'],
});

export const getAudit = defineEndpoint({
  method: 'get',
  path: '/admin/audit',
  summary: 'The last 100 admin actions, newest first; an import carries its job’s counts',
  tags,
  auth: 'admin',
  response: z.object({ entries: z.array(auditEntry) }),
  errors: [],
});

export const getDebugInfo = defineEndpoint({
  method: 'get',
  path: '/admin/debug',
  summary: 'How the server is doing: versions, database, jobs, EDGAR pacing, cache, counts, recent errors',
  tags,
  auth: 'admin',
  response: debugInfo,
  errors: [],
});

/** Every endpoint of the feature, for the OpenAPI document. */
export const adminEndpoints = [
  startImport,
  sendProductUpdate,
  listJobs,
  getJob,
  cancelJob,
  getSchedule,
  updateSchedule,
  getAudit,
  getDebugInfo,
];
