import type { RateLimiter } from '#server/edgar/rate-limiter.ts';

export interface RequestMeter {
  /** Grants this process received in the last minute. */
  lastMinute(): number;
}

/** Counts the EDGAR grants of this process for /debug, without changing how the limiter behaves. */
export function meterLimiter(limiter: RateLimiter, now: () => number = Date.now): RateLimiter & RequestMeter {
  const grants: number[] = [];
  const prune = () => {
    const cutoff = now() - 60_000;
    while (grants.length && grants[0]! < cutoff) grants.shift();
  };
  return {
    async acquire() {
      await limiter.acquire();
      grants.push(now());
      prune();
    },
    pause: (seconds) => limiter.pause(seconds),
    lastMinute() {
      prune();
      return grants.length;
    },
  };
}
