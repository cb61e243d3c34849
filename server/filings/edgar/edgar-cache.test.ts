import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { createEdgarCache } from './edgar-cache.ts';
import { edgarErrors } from './edgar-errors.ts';

describe('createEdgarCache', async () => {
  const database = await createTestDatabase();
  let now = Date.parse('2025-09-01T00:00:00Z');
  const cache = createEdgarCache({ db: database.db, clock: () => new Date(now) });
  const HOUR = 60 * 60 * 1000;

  it('loads once, serves the copy while fresh, and shares one load between concurrent misses', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { value: loads, order: { b: 1, a: 2 } };
    };
    const [first, second] = await Promise.all([cache.get('k1', HOUR, load), cache.get('k1', HOUR, load)]);
    expect(loads).toBe(1);
    expect(second).toEqual(first);
    now += HOUR / 2;
    const fresh = await cache.get('k1', HOUR, load);
    expect(loads).toBe(1);
    // Kept as text: the key order (and so the answer's ETag) survives the round trip.
    expect(JSON.stringify(fresh.data)).toBe('{"value":1,"order":{"b":1,"a":2}}');
  });

  it('refreshes an old copy, keeps it (stale) when EDGAR is down, and stores nothing on a bad answer', async () => {
    await cache.get('k2', HOUR, async () => 'first');
    now += 2 * HOUR;
    const stale = await cache.get('k2', HOUR, async () => {
      throw edgarErrors.unavailable('503');
    });
    expect(stale).toMatchObject({ data: 'first', stale: true });
    await expect(
      cache.get('k2', HOUR, async () => {
        throw edgarErrors.badResponse('truncated');
      }),
    ).rejects.toMatchObject({ code: 'EDGAR_BAD_RESPONSE' });
    await expect(
      cache.get('k3', HOUR, async () => {
        throw edgarErrors.unavailable('503');
      }),
    ).rejects.toMatchObject({ code: 'EDGAR_UNAVAILABLE' });
    const refreshed = await cache.get('k2', HOUR, async () => 'second');
    expect(refreshed).toMatchObject({ data: 'second', stale: false });
  });
});
