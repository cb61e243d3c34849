import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '#server/db/client.ts';
import {
  EDGAR_REQUESTS_PER_SECOND,
  LimiterPausedError,
  type LimiterTiming,
  type RateLimiter,
  realTiming,
} from './rate-limiter.ts';

export interface DbRateLimiterOptions {
  name?: string;
  limit?: number;
  /**
   * A little over a second: a grant is committed in the database a few milliseconds before its request reaches
   * EDGAR, and that delay differs between processes; the margin keeps any real second at `limit` requests or fewer.
   */
  windowMs?: number;
  timing?: LimiterTiming;
}

/**
 * The EDGAR budget shared by every server process. One row holds the times of the latest `limit` grants; a grant
 * is one conditional UPDATE (the oldest of them must be a window old, the newest a window/limit old), so
 * concurrent processes queue on the row lock and PostgreSQL re-checks the condition for each. `clock_timestamp()` is
 * evaluated after the lock is taken, and the database's clock is the only one that counts. The same row holds the
 * throttle pause: when EDGAR throttles one process, `pause()` stops the grants of every process until it is over.
 */
export function createDbRateLimiter(db: Db, options: DbRateLimiterOptions = {}): RateLimiter {
  const name = options.name ?? 'edgar';
  const limit = options.limit ?? EDGAR_REQUESTS_PER_SECOND;
  const windowSeconds = (options.windowMs ?? 1100) / 1000;
  // Grants are also spaced evenly: a burst of `limit` at once would reach EDGAR unevenly (connection set-up,
  // a busy event loop) and could crowd into the next second's budget there.
  const spacingSeconds = windowSeconds / limit;
  const timing = options.timing ?? realTiming;
  let ready: Promise<unknown> | null = null;

  /** null when granted, else how long to wait before asking again; throws while paused. */
  async function tryGrant(): Promise<number | null> {
    const oldest = sql`grants[cardinality(grants) - ${limit} + 1]`;
    const latest = sql`grants[cardinality(grants)]`;
    const rows = await queryRows<{
      granted: boolean;
      wait_ms: number | string | null;
      paused_ms: number | string | null;
    }>(
      db,
      sql`WITH granted AS (
            UPDATE edgar_rate_limit
            SET grants = (CASE WHEN cardinality(grants) >= ${limit}
                            THEN grants[cardinality(grants) - ${limit} + 2 : cardinality(grants)]
                            ELSE grants END) || clock_timestamp()
            WHERE name = ${name}
              AND (paused_until IS NULL OR paused_until <= clock_timestamp())
              AND (cardinality(grants) = 0 OR ${latest} <= clock_timestamp() - make_interval(secs => ${spacingSeconds}))
              AND (cardinality(grants) < ${limit} OR ${oldest} <= clock_timestamp() - make_interval(secs => ${windowSeconds}))
            RETURNING 1
          )
          SELECT EXISTS (SELECT 1 FROM granted) AS granted,
                 (SELECT 1000 * GREATEST(
                           EXTRACT(EPOCH FROM (${latest} + make_interval(secs => ${spacingSeconds}) - clock_timestamp())),
                           CASE WHEN cardinality(grants) >= ${limit}
                             THEN EXTRACT(EPOCH FROM (${oldest} + make_interval(secs => ${windowSeconds}) - clock_timestamp()))
                             ELSE 0 END)
                  FROM edgar_rate_limit WHERE name = ${name}) AS wait_ms,
                 (SELECT 1000 * EXTRACT(EPOCH FROM (paused_until - clock_timestamp()))
                  FROM edgar_rate_limit WHERE name = ${name}) AS paused_ms`,
    );
    const row = rows[0];
    if (row?.granted) return null;
    const pausedMs = Number(row?.paused_ms ?? 0);
    if (pausedMs > 0) throw new LimiterPausedError(Math.ceil(pausedMs / 1000));
    return Number(row?.wait_ms ?? 0);
  }

  function ensureRow() {
    ready ??= db
      .execute(sql`INSERT INTO edgar_rate_limit (name) VALUES (${name}) ON CONFLICT (name) DO NOTHING`)
      .catch((error: unknown) => {
        ready = null; // the database was away: try again on the next request
        throw error;
      });
    return ready;
  }

  return {
    async acquire() {
      await ensureRow();
      for (;;) {
        const waitMs = await tryGrant();
        if (waitMs === null) return;
        // Jitter spreads the waiting processes so they do not all hit the row at the same instant.
        await timing.sleep(Math.min(Math.max(waitMs, 1), 1000) + Math.random() * 15);
      }
    },
    async pause(seconds) {
      await ensureRow();
      await db.execute(
        sql`UPDATE edgar_rate_limit
            SET paused_until = GREATEST(COALESCE(paused_until, clock_timestamp()),
                                        clock_timestamp() + make_interval(secs => ${seconds}))
            WHERE name = ${name}`,
      );
    },
  };
}
