import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/test/test-database.ts';
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

  it('revalidates with the stored validators: a 304 keeps the copy and moves its fetched-at on', async () => {
    const held: unknown[] = [];
    const validators = { etag: '"v1"', lastModified: 'Mon, 01 Sep 2025 00:00:00 GMT' };
    const first = await cache.revalidate('k9', HOUR, async (previous) => {
      held.push(previous);
      return { notModified: false, data: { filings: 1 }, validators };
    });
    expect(first).toMatchObject({ data: { filings: 1 }, notModified: false });
    now += 2 * HOUR;
    const unchanged = await cache.revalidate('k9', HOUR, async (previous) => {
      held.push(previous);
      return { notModified: true };
    });
    expect(unchanged).toMatchObject({ data: { filings: 1 }, notModified: true, stale: false });
    expect(unchanged.fetchedAt.getTime()).toBe(now);
    expect(held).toEqual([null, validators]);
    // Fresh again after the 304: no request within the TTL.
    const fresh = await cache.revalidate('k9', HOUR, async () => {
      throw new Error('must not be asked');
    });
    expect(fresh.data).toEqual({ filings: 1 });

    now += 2 * HOUR;
    const down = async (): Promise<never> => {
      throw edgarErrors.unavailable('503');
    };
    expect(await cache.revalidate('k9', HOUR, down)).toMatchObject({ stale: true });
    await expect(cache.revalidate('k9', HOUR, down, { serveStale: false })).rejects.toMatchObject({
      code: 'EDGAR_UNAVAILABLE',
    });
    // A plain `get` refresh stores no validators: they would describe another copy.
    await cache.get('k9', 0, async () => ({ filings: 2 }));
    const after: unknown[] = [];
    await cache.revalidate('k9', 0, async (previous) => {
      after.push(previous);
      return { notModified: false, data: { filings: 3 }, validators };
    });
    expect(after).toEqual([null]);
  });

  it('shares one conditional request between concurrent misses for a key', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { notModified: false as const, data: loads, validators: { etag: '"x"', lastModified: null } };
    };
    const [a, b] = await Promise.all([
      cache.revalidate('k10', HOUR, load),
      cache.revalidate('k10', HOUR, load),
    ]);
    expect(loads).toBe(1);
    expect(b.data).toBe(a.data);
  });
});
