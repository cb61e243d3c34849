import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '#server/db/client.ts';

/** Fixed windows on the hour: one row per client address, no list of timestamps to trim. */
const WINDOW_MS = 60 * 60 * 1000;

/**
 * The row key of a client address: keyed with the app's secret, so the table holds no address and a leaked copy
 * cannot be reversed by hashing all four billion IPv4 addresses. Without an address (no socket) every such caller
 * shares one key.
 */
export function clientKey(secret: string, ip: string | null): string {
  return createHmac('sha256', secret)
    .update(`contact-sales:${ip ?? 'unknown'}`)
    .digest('base64url');
}

/**
 * Counts one message from `key` into the current hour and says whether it may go out: null, or the seconds until
 * the window ends (for Retry-After). The decision is one upsert, atomic under any number of processes; refused
 * attempts count too. Rows of ended windows are deleted first, so the table stays as small as the last hour.
 */
export async function countContactSalesRequest(
  db: Db,
  key: string,
  perHour: number,
  now: Date,
): Promise<number | null> {
  const windowStart = new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
  await db.execute(
    sql`delete from contact_sales_requests where window_started_at < ${windowStart.toISOString()}`,
  );
  const rows = await queryRows<{ requests: number; window_started_at: Date | string }>(
    db,
    sql`
      insert into contact_sales_requests (client_key, window_started_at, requests)
      values (${key}, ${windowStart.toISOString()}, 1)
      on conflict (client_key) do update set
        requests = case when contact_sales_requests.window_started_at < excluded.window_started_at
                        then 1 else contact_sales_requests.requests + 1 end,
        window_started_at = greatest(contact_sales_requests.window_started_at, excluded.window_started_at)
      returning requests, window_started_at`,
  );
  const row = rows[0];
  if (!row || row.requests <= perHour) return null;
  const windowEnd = new Date(row.window_started_at).getTime() + WINDOW_MS;
  return Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000));
}
