import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';

/** The user facts a request needs, as resolved from a session cookie or an API token (the plan is read lazily). */
export interface CachedCaller {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Date;
  isAdmin: boolean;
  sessionId: string;
  apiToken?: { id: string; scope: 'read' | 'read-write' };
  /** Not to be served after this instant (session expiry, absolute cap). */
  validUntil: number;
}

export interface SessionCache {
  /** The caller behind this credential, or undefined on a miss (then resolve from the database and `set`). */
  get(credential: string): CachedCaller | undefined;
  /** Snapshot before resolving; `set` drops the entry if any invalidation happened meanwhile. */
  generation(): number;
  set(credential: string, caller: CachedCaller, generation: number): void;
  /** Forgets every cached credential of the user, in this process and (on PostgreSQL) in every other one. */
  invalidateUser(userId: string): Promise<void>;
  /** Per-credential bookkeeping (API token last-used throttle). */
  lastTouched: Map<string, number>;
  close(): Promise<void>;
}

export const SESSION_INVALIDATION_CHANNEL = 'tenkai_session_invalidate';
const MAX_ENTRIES = 10_000;
const RECONNECT_MS = 1000;

/** Credentials are kept only as hashes, so a heap dump does not hand out sessions. */
export const credentialKey = (credential: string) =>
  createHash('sha256').update(credential).digest('base64url');

export interface SessionCacheOptions {
  ttlMs: number;
  database: Pick<Database, 'db' | 'driver'> & { url?: string };
  log: Logger;
  now?: () => number;
}

/**
 * A short-lived in-process cache of resolved sessions and API tokens, keyed by the hash of the credential.
 * Revocation stays immediate: every path that ends a session or token calls `invalidateUser`, which clears this
 * process and, on PostgreSQL, NOTIFYs every other process. While a process is not LISTENing (connecting,
 * connection lost) it serves no cached entry at all, so a missed notification can never keep a revoked cookie alive.
 */
export function createSessionCache({
  ttlMs,
  database,
  log,
  now = Date.now,
}: SessionCacheOptions): SessionCache {
  const entries = new Map<string, { caller: CachedCaller; until: number }>();
  let generation = 0;
  let closed = false;
  const shared = database.driver === 'postgres' && Boolean(database.url);
  let listening = !shared;
  let listener: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const dropUser = (userId: string) => {
    generation += 1;
    for (const [key, entry] of entries) if (entry.caller.id === userId) entries.delete(key);
  };

  const connect = async () => {
    if (closed || ttlMs <= 0) return;
    const client = new pg.Client({ connectionString: database.url });
    const lost = (error?: Error) => {
      if (listener !== client) return;
      listening = false;
      listener = null;
      generation += 1;
      entries.clear();
      if (error)
        log.warn({ err: error }, 'session cache: invalidation listener lost; cache off until reconnected');
      client.end().catch(() => {});
      if (!closed) retry = setTimeout(connect, RECONNECT_MS);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === SESSION_INVALIDATION_CHANNEL && message.payload) dropUser(message.payload);
    });
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_INVALIDATION_CHANNEL}`);
      if (closed) {
        await client.end();
        return;
      }
      // Anything cached before LISTEN started may have missed a notification.
      entries.clear();
      generation += 1;
      listening = true;
    } catch (error) {
      lost(error as Error);
    }
  };
  if (shared) void connect();

  return {
    lastTouched: new Map(),
    get(credential) {
      if (!listening || ttlMs <= 0) return undefined;
      const key = credentialKey(credential);
      const entry = entries.get(key);
      if (!entry) return undefined;
      const at = now();
      if (entry.until <= at || entry.caller.validUntil <= at) {
        entries.delete(key);
        return undefined;
      }
      return entry.caller;
    },
    generation: () => generation,
    set(credential, caller, seen) {
      if (!listening || ttlMs <= 0 || seen !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(credentialKey(credential), { caller, until: now() + ttlMs });
    },
    async invalidateUser(userId) {
      dropUser(userId);
      if (!shared) return;
      // The notification goes through the app's pool; the listener connection only listens.
      await database.db.execute(sql`select pg_notify(${SESSION_INVALIDATION_CHANNEL}, ${userId})`);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = listener;
      listener = null;
      listening = false;
      if (client) await client.end().catch(() => {});
    },
  };
}
