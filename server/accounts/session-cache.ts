import { createHash } from 'node:crypto';
import type { ChangeFeed } from '#server/db/change-feed.ts';

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
}

const SESSION_INVALIDATION_CHANNEL = 'tenkai_session_invalidate';
const MAX_ENTRIES = 10_000;

/** Credentials are kept only as hashes, so a heap dump does not hand out sessions. */
const credentialKey = (credential: string) => createHash('sha256').update(credential).digest('base64url');

export interface SessionCacheOptions {
  ttlMs: number;
  feed: ChangeFeed;
  now?: () => number;
}

/**
 * A short-lived in-process cache of resolved sessions and API tokens, keyed by the hash of the credential.
 * Revocation stays immediate: every path that ends a session or token calls `invalidateUser`, which clears this
 * process and NOTIFYs every other one through the change feed. While the feed is not live (connecting,
 * connection lost) the cache serves nothing, so a missed notification can never keep a revoked cookie alive.
 */
export function createSessionCache({ ttlMs, feed, now = Date.now }: SessionCacheOptions): SessionCache {
  const entries = new Map<string, { caller: CachedCaller; until: number }>();
  let generation = 0;

  const dropUser = (userId: string) => {
    generation += 1;
    for (const [key, entry] of entries) if (entry.caller.id === userId) entries.delete(key);
  };
  if (ttlMs > 0) {
    feed.on(SESSION_INVALIDATION_CHANNEL, (userId) => {
      if (userId) dropUser(userId);
    });
    feed.onReset(() => {
      generation += 1;
      entries.clear();
    });
  }

  return {
    lastTouched: new Map(),
    get(credential) {
      if (ttlMs <= 0 || !feed.isLive()) return undefined;
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
      if (ttlMs <= 0 || !feed.isLive() || seen !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(credentialKey(credential), { caller, until: now() + ttlMs });
    },
    async invalidateUser(userId) {
      dropUser(userId);
      await feed.notify(SESSION_INVALIDATION_CHANNEL, userId);
    },
  };
}
