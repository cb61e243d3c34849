import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '#server/db/client.ts';

/**
 * Sign-in starts one client address may make a minute. Each writes an attempt row and may make the server ask the
 * provider for its discovery document; an office behind one address signing in at nine stays well inside it.
 */
export const SSO_STARTS_PER_MINUTE = 20;
const WINDOW_MS = 60_000;

/**
 * Counts one single sign-on start from `ip` and says whether it may go on: null, or the seconds until it may (for
 * Retry-After). Kept in Better Auth's `rate_limit` table beside the sign-in paths' counters, so every server
 * process shares it (security promise: rate limits on the auth endpoints, in the database), under a key of its own
 * whose `last_request` is the start of its window. One atomic upsert; refused attempts count too.
 */
export async function countSsoStart(db: Db, ip: string | null, now: Date): Promise<number | null> {
  const at = now.getTime();
  const windowOver = at - WINDOW_MS;
  const [row] = await queryRows<{ count: number; last_request: string | number }>(
    db,
    sql`
      insert into rate_limit (id, key, count, last_request)
      values (${randomUUID()}, ${`sso-start:${ip ?? 'unknown'}`}, 1, ${at})
      on conflict (key) do update set
        count = case when rate_limit.last_request <= ${windowOver} then 1 else rate_limit.count + 1 end,
        last_request = case when rate_limit.last_request <= ${windowOver} then ${at}
                            else rate_limit.last_request end
      returning count, last_request`,
  );
  if (!row || row.count <= SSO_STARTS_PER_MINUTE) return null;
  return Math.max(1, Math.ceil((Number(row.last_request) + WINDOW_MS - at) / 1000));
}
