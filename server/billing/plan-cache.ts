import type { ChangeFeed } from '#server/db/change-feed.ts';
import type { Db } from '#server/db/client.ts';
import { getPlan, type Plan } from './get-plan.ts';

/** Sent by the `subscriptions` trigger (migration 0015) with the user's id, whoever writes the row. */
const PLAN_CHANGED_CHANNEL = 'tenkai_plan_changed';
const MAX_ENTRIES = 10_000;

export type PlanLookup = (userId: string) => Promise<Plan>;

/**
 * The plan of a user, kept a few seconds in this process. A change to the user's subscription row (webhook,
 * checkout sync, an operator's SQL) fires a trigger whose notification forgets the entry in every process, so a
 * cached plan is never older than the notification's trip; while the feed is not live, every call reads the row.
 */
export function createPlanCache({
  db,
  feed,
  ttlMs,
  now = Date.now,
}: {
  db: Db;
  feed: ChangeFeed;
  ttlMs: number;
  now?: () => number;
}): PlanLookup {
  if (ttlMs <= 0) return (userId) => getPlan(db, userId);
  const entries = new Map<string, { plan: Plan; until: number }>();
  // Bumped by every change, so a read that raced a change is not kept.
  let generation = 0;
  feed.on(PLAN_CHANGED_CHANNEL, (userId) => {
    generation += 1;
    entries.delete(userId);
  });
  feed.onReset(() => {
    generation += 1;
    entries.clear();
  });
  return async (userId) => {
    if (!feed.isLive()) return getPlan(db, userId);
    const entry = entries.get(userId);
    if (entry && entry.until > now()) return entry.plan;
    const seen = generation;
    const plan = await getPlan(db, userId);
    if (seen === generation && feed.isLive()) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(userId, { plan, until: now() + ttlMs });
    }
    return plan;
  };
}
