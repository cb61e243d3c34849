import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The EDGAR request budget shared by every server process: the times of the latest grants (a sliding log), and
 * until when nobody may ask because EDGAR throttled one of the processes.
 */
export const edgarRateLimit = pgTable('edgar_rate_limit', {
  name: text('name').primaryKey(),
  grants: timestamp('grants', { withTimezone: true }).array().notNull().default(sql`'{}'::timestamptz[]`),
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
});

/**
 * What was last read from EDGAR's JSON APIs (submissions, their older pages, company facts), kept in the shape the
 * app uses. Refreshed after a while; when EDGAR is down the copy is served with its age.
 */
export const edgarJsonCache = pgTable('edgar_json_cache', {
  key: text('key').primaryKey(),
  /** JSON text rather than jsonb: jsonb reorders keys, and the answer's ETag must not change when re-read. */
  body: text('body').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  /** EDGAR's validators for the document this was read from: the next read asks 'only if changed'. */
  etag: text('etag'),
  lastModified: text('last_modified'),
});
