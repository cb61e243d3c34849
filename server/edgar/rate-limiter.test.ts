import { describe, expect, it } from 'vitest';
import { maxInWindow } from '#server/test/max-in-window.ts';
import { createMemoryRateLimiter, LimiterPausedError } from './rate-limiter.ts';

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

describe('memory rate limiter pause', () => {
  it('refuses grants while paused, without blocking the turns after it, and grants again afterwards', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(8, 1000, { now: () => now, sleep: async () => {} });
    await limiter.pause(5);
    await expect(limiter.acquire()).rejects.toEqual(new LimiterPausedError(5));
    now += 2_000;
    await limiter.pause(1);
    await expect(limiter.acquire()).rejects.toMatchObject({ retryAfterSeconds: 3 });
    now += 3_000;
    await expect(limiter.acquire()).resolves.toBeUndefined();
  });
});
