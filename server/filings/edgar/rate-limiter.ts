/** At most `limit` grants in any window of `windowMs`, shared by whoever holds the same limiter. */
export interface RateLimiter {
  acquire(): Promise<void>;
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

  const acquireInOrder = async () => {
    for (;;) {
      const now = timing.now();
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
      queue = turn;
      return turn;
    },
  };
}
