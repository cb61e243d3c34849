/** At most `limit` grants in any window of `windowMs`, shared by whoever holds the same limiter. */
export interface RateLimiter {
  /** Waits for a grant; throws `LimiterPausedError` while the limiter is paused. */
  acquire(): Promise<void>;
  /** EDGAR throttled someone: no holder gets a grant for `seconds` (extends a pause in force, never shortens it). */
  pause(seconds: number): Promise<void>;
}

/** Asking EDGAR is paused (it throttled one of the processes): retry after this many seconds. */
export class LimiterPausedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`EDGAR requests are paused for ${retryAfterSeconds} s`);
  }
}

export const EDGAR_REQUESTS_PER_SECOND = 8;

export interface LimiterTiming {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const realTiming: LimiterTiming = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * A sliding-window log for one process (tests and tools). The server uses the database-backed limiter so that all
 * processes share one budget; this one has the same semantics: a grant waits until the grant `limit` places
 * before it is at least `windowMs` old.
 */
export function createMemoryRateLimiter(
  limit = EDGAR_REQUESTS_PER_SECOND,
  windowMs = 1000,
  timing: LimiterTiming = realTiming,
): RateLimiter {
  const grants: number[] = [];
  let queue: Promise<void> = Promise.resolve();
  let pausedUntil = 0;

  const acquireInOrder = async () => {
    for (;;) {
      const now = timing.now();
      if (pausedUntil > now) throw new LimiterPausedError(Math.ceil((pausedUntil - now) / 1000));
      while (grants.length > 0 && grants[0]! <= now - windowMs) grants.shift();
      if (grants.length < limit) {
        grants.push(now);
        return;
      }
      await timing.sleep(grants[0]! + windowMs - now);
    }
  };

  return {
    acquire() {
      const turn = queue.then(acquireInOrder);
      // A refused turn must not refuse the turns queued behind it.
      queue = turn.catch(() => {});
      return turn;
    },
    async pause(seconds) {
      pausedUntil = Math.max(pausedUntil, timing.now() + seconds * 1000);
    },
  };
}
