import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { edgarJsonCache } from '../schema.ts';

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
 * cannot read: only a complete result is stored. Concurrent misses for one key in a process share one load.
 */
export function createEdgarCache(deps: EdgarCacheDeps) {
  const inFlight = new Map<string, Promise<Cached<unknown>>>();

  async function read(key: string) {
    const [row] = await deps.db.select().from(edgarJsonCache).where(eq(edgarJsonCache.key, key)).limit(1);
    return row;
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
    await deps.db
      .insert(edgarJsonCache)
      .values({ key, body: JSON.stringify(data), fetchedAt })
      .onConflictDoUpdate({ target: edgarJsonCache.key, set: { body: JSON.stringify(data), fetchedAt } });
    return { data, fetchedAt, stale: false };
  }

  return {
    async get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<Cached<T>> {
      const row = await read(key);
      const previous = row
        ? { data: JSON.parse(row.body) as T, fetchedAt: row.fetchedAt, stale: false }
        : null;
      if (previous && deps.clock().getTime() - previous.fetchedAt.getTime() < ttlMs) return previous;
      let pending = inFlight.get(key) as Promise<Cached<T>> | undefined;
      if (!pending) {
        pending = refresh(key, load, previous).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}

export type EdgarCache = ReturnType<typeof createEdgarCache>;
