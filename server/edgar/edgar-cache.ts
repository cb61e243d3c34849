import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { JsonValidators } from './edgar-client.ts';
import { edgarJsonCache } from './schema.ts';

export interface Cached<T> {
  data: T;
  fetchedAt: Date;
  /** True when EDGAR could not be reached and this is the last copy read. */
  stale: boolean;
}

/** EDGAR faults after which a stored copy is better than an error: EDGAR is busy, down or slow. */
const OUTAGE_CODES = new Set(['EDGAR_THROTTLED', 'EDGAR_UNAVAILABLE', 'EDGAR_TIMEOUT']);

export interface EdgarCacheDeps {
  db: Db;
  clock: () => Date;
}

/**
 * Read-through cache of what the app derived from an EDGAR JSON document. A copy younger than `ttlMs` is used as
 * it is; an older one is refreshed, and kept (marked stale) when EDGAR is down. `load` must throw on anything it
 * cannot read: only a complete result is stored. Concurrent calls for one key in a process share one read and one load.
 */
export function createEdgarCache(deps: EdgarCacheDeps) {
  const inFlight = new Map<string, Promise<unknown>>();

  function share<R>(flightKey: string, run: () => Promise<R>): Promise<R> {
    let pending = inFlight.get(flightKey) as Promise<R> | undefined;
    if (!pending) {
      pending = run().finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, pending);
    }
    return pending;
  }

  async function read(key: string) {
    const [row] = await deps.db.select().from(edgarJsonCache).where(eq(edgarJsonCache.key, key)).limit(1);
    return row;
  }

  async function store<T>(key: string, data: T, fetchedAt: Date, validators: JsonValidators | null) {
    const values = {
      body: JSON.stringify(data),
      fetchedAt,
      etag: validators?.etag ?? null,
      lastModified: validators?.lastModified ?? null,
    };
    await deps.db
      .insert(edgarJsonCache)
      .values({ key, ...values })
      .onConflictDoUpdate({ target: edgarJsonCache.key, set: values });
  }

  async function revalidateNow<T>(
    key: string,
    row: Awaited<ReturnType<typeof read>> | null,
    previous: Cached<T> | null,
    load: (held: JsonValidators | null) => Promise<Revalidated<T>>,
    options: { serveStale?: boolean },
  ): Promise<Cached<T> & { notModified: boolean }> {
    const held =
      row && (row.etag || row.lastModified) ? { etag: row.etag, lastModified: row.lastModified } : null;
    let answer: Revalidated<T>;
    try {
      answer = await load(held);
    } catch (error) {
      const outage = error instanceof AppError && OUTAGE_CODES.has(error.code);
      if (previous && outage && options.serveStale !== false)
        return { ...previous, stale: true, notModified: false };
      throw error;
    }
    const fetchedAt = deps.clock();
    if (answer.notModified && previous) {
      await deps.db.update(edgarJsonCache).set({ fetchedAt }).where(eq(edgarJsonCache.key, key));
      return { ...previous, fetchedAt, notModified: true };
    }
    if (answer.notModified) throw new Error(`EDGAR said not modified for ${key}, but no copy is held`);
    await store(key, answer.data, fetchedAt, answer.validators);
    return { data: answer.data, fetchedAt, stale: false, notModified: false };
  }

  async function refresh<T>(key: string, load: () => Promise<T>, previous: Cached<T> | null) {
    let data: T;
    try {
      data = await load();
    } catch (error) {
      if (previous && error instanceof AppError && OUTAGE_CODES.has(error.code)) {
        return { ...previous, stale: true };
      }
      throw error;
    }
    const fetchedAt = deps.clock();
    // Read without validators: any held for an older copy no longer describe this one.
    await store(key, data, fetchedAt, null);
    return { data, fetchedAt, stale: false };
  }

  return {
    /**
     * Like `get`, but an expired copy is re-validated with EDGAR: `load` gets the validators stored with the copy
     * and answers `notModified` (the copy is kept and its fetched-at moved on) or new data with its validators.
     * `serveStale: false` makes an EDGAR outage an error even when a copy is held (the alert run must know).
     */
    async revalidate<T>(
      key: string,
      ttlMs: number,
      load: (held: JsonValidators | null) => Promise<Revalidated<T>>,
      options: { serveStale?: boolean } = {},
    ): Promise<Cached<T> & { notModified: boolean }> {
      // Concurrent calls for one key in a process share one read and at most one request: the read is inside the
      // shared promise, so a caller cannot read 'no copy' after another caller's load has already stored one.
      const flightKey = `revalidate:${options.serveStale === false ? 'strict' : 'stale'}:${ttlMs}:${key}`;
      return share(flightKey, async () => {
        const row = await read(key);
        const previous = row
          ? { data: JSON.parse(row.body) as T, fetchedAt: row.fetchedAt, stale: false }
          : null;
        if (previous && deps.clock().getTime() - previous.fetchedAt.getTime() < ttlMs)
          return { ...previous, notModified: false };
        return revalidateNow(key, row ?? null, previous, load, options);
      });
    },

    async get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<Cached<T>> {
      return share(`get:${ttlMs}:${key}`, async () => {
        const row = await read(key);
        const previous = row
          ? { data: JSON.parse(row.body) as T, fetchedAt: row.fetchedAt, stale: false }
          : null;
        if (previous && deps.clock().getTime() - previous.fetchedAt.getTime() < ttlMs) return previous;
        return refresh(key, load, previous);
      });
    },
  };
}

export type EdgarCache = ReturnType<typeof createEdgarCache>;

export type Revalidated<T> =
  | { notModified: true }
  | { notModified: false; data: T; validators: JsonValidators };
