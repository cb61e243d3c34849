import { describe, expect, it } from 'vitest';
import { maxInWindow } from '#server/test/max-in-window.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { createDbRateLimiter } from './db-rate-limiter.ts';
import { LimiterPausedError } from './rate-limiter.ts';

describe('database rate limiter', async () => {
  const database = await createTestDatabase();

  it('lets at most 8 grants through in any second, shared by several limiter instances', async () => {
    // Three instances stand for three processes: they share nothing but the table.
    const limiters = [1, 2, 3].map(() => createDbRateLimiter(database.db, { name: 'test-shared' }));
    const grants: number[] = [];
    await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        await limiters[i % 3]!.acquire();
        grants.push(performance.now());
      }),
    );
    expect(grants).toHaveLength(24);
    expect(maxInWindow(grants, 1000)).toBeLessThanOrEqual(8);
    const elapsed = Math.max(...grants) - Math.min(...grants);
    expect(elapsed).toBeGreaterThan(2000);
    expect(elapsed).toBeLessThan(6000);
  });

  it('a pause set by one instance stops the grants of every instance until it is over', async () => {
    const [first, second] = [1, 2].map(() => createDbRateLimiter(database.db, { name: 'test-pause' }));
    await first!.acquire();
    await first!.pause(1);
    const refused = await second!.acquire().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LimiterPausedError);
    expect((refused as LimiterPausedError).retryAfterSeconds).toBe(1);
    // A shorter pause never shortens the one in force.
    await second!.pause(0.01);
    await expect(first!.acquire()).rejects.toBeInstanceOf(LimiterPausedError);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await expect(second!.acquire()).resolves.toBeUndefined();
    await expect(first!.acquire()).resolves.toBeUndefined();
  });
});
