import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limiter.ts';

/** The largest number of grants inside any half-open window [t, t + windowMs). */
function maxInWindow(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while (sorted[end]! - sorted[start]! >= windowMs) start++;
    best = Math.max(best, end - start + 1);
  }
  return best;
}

describe('memory rate limiter', () => {
  it('never grants more than 8 in any second, and keeps up the pace', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(8, 1000, {
      now: () => now,
      sleep: async (ms) => {
        now += ms;
      },
    });
    const grants: number[] = [];
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        await limiter.acquire();
        grants.push(now);
      }),
    );
    expect(grants).toHaveLength(40);
    expect(maxInWindow(grants, 1000)).toBe(8);
    expect(Math.max(...grants)).toBeLessThanOrEqual(4000);
  });
});
