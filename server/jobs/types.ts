export type JobState = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export interface JobCounts {
  total: number;
  imported: number;
  updated: number;
  skipped: number;
  errors: number;
}

type JobLogLevel = 'info' | 'success' | 'warn' | 'error';

export interface JobLogLine {
  level: JobLogLevel;
  message: string;
  ticker: string | null;
  at: string;
}

export interface JobRecord extends JobCounts {
  id: string;
  kind: string;
  state: JobState;
  payload: unknown;
  userId: string | null;
  attempts: number;
  maxAttempts: number;
  /** Why the job failed (or was cancelled), in words a reader understands. */
  error: string | null;
  runAt: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface JobContext<P> {
  id: string;
  kind: string;
  payload: P;
  attempt: number;
  /** Aborted on cancel or shutdown; long handlers check it between steps. */
  signal: AbortSignal;
  log(level: JobLogLevel, message: string, ticker?: string): Promise<void>;
  /** Sets (not adds) the given counts. */
  progress(counts: Partial<JobCounts>): Promise<void>;
}

export type JobHandler<P> = (ctx: JobContext<P>) => Promise<void>;

export interface RegisterOptions {
  maxAttempts?: number;
  /** At most one job of this kind runs at a time across every process. Default true. */
  oneAtATime?: boolean;
}

interface EnqueueOptions {
  userId?: string;
  idempotencyKey?: string;
  runAt?: Date;
}

export interface JobRunner {
  register<P>(kind: string, handler: JobHandler<P>, options?: RegisterOptions): void;
  enqueue<P>(kind: string, payload: P, options?: EnqueueOptions): Promise<{ id: string; state: JobState }>;
  get(id: string): Promise<JobRecord | null>;
  logs(id: string, options?: { limit?: number }): Promise<JobLogLine[]>;
  /** Newest first, without payloads (`payload: null`). */
  list(filter?: { kind?: string; limit?: number }): Promise<JobRecord[]>;
  cancel(id: string): Promise<boolean>;
  start(): void;
  /**
   * Stops claiming, aborts running handlers (reason `shutdown`) and waits up to `graceMs` (default 10 s) for each to
   * end its step; those are handed back at once, the rest when their lease runs out.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
  /** Claims and runs what is due now, one after another; tests call this instead of waiting for the poller. */
  runDue(): Promise<number>;
  /** For /debug: whether the poller runs and which jobs this process is running. */
  status(): { started: boolean; workerId: string; running: string[]; kinds: string[] };
}

/** Thrown by a handler for a passing fault (rate limit, network): the job is queued again after a back-off. */
export class RetryableJobError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'RetryableJobError';
  }
}
