import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { type Db, pgErrorCode, queryRows } from '#server/db/client.ts';
import type { AuthEnv } from '#server/http/app-env.ts';
import { AppError } from '#server/http/app-error.ts';

/** Fixed windows on the minute: one row per token, no list of timestamps to trim. */
export const API_TOKEN_WINDOW_MS = 60_000;

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Counts one call of the token into the current minute and says whether it may go on: null, or the seconds until
 * the window ends (for Retry-After). One upsert on the token's row, atomic under any number of processes. Windows
 * start on each process's clock: a process a little behind counts into the newer window (never back to 1), so clock
 * skew cannot hand out a fresh allowance. Refused calls are counted too; the window still ends on time.
 */
export async function countApiTokenCall(
  db: Db,
  tokenId: string,
  perMinute: number,
  now: Date,
): Promise<number | null> {
  const windowStart = new Date(Math.floor(now.getTime() / API_TOKEN_WINDOW_MS) * API_TOKEN_WINDOW_MS);
  let rows: { requests: number; window_started_at: Date | string }[];
  try {
    rows = await queryRows(
      db,
      sql`
        insert into api_token_requests (token_id, window_started_at, requests)
        values (${tokenId}, ${windowStart.toISOString()}, 1)
        on conflict (token_id) do update set
          requests = case when api_token_requests.window_started_at < excluded.window_started_at
                          then 1 else api_token_requests.requests + 1 end,
          window_started_at = greatest(api_token_requests.window_started_at, excluded.window_started_at)
        returning requests, window_started_at`,
    );
  } catch (error) {
    // The token was revoked after this request resolved it: answer as for any revoked token.
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION)
      throw AppError.unauthorized('Invalid or revoked API token.');
    throw error;
  }
  const row = rows[0];
  if (!row || row.requests <= perMinute) return null;
  const windowEnd = new Date(row.window_started_at).getTime() + API_TOKEN_WINDOW_MS;
  return Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000));
}

export interface ApiTokenLimitDeps {
  db: Db;
  perMinute: number;
  clock: () => Date;
}

/**
 * Wraps `requireUser` (so every route that takes a user is covered): once the caller is known, a call made with a
 * personal API token is counted before the route runs, and over the limit answers 429 `RATE_LIMITED` with
 * Retry-After. Browser sessions are not counted: a person clicking cannot run away, and Better Auth already limits
 * the sign-in paths by IP.
 */
export function limitApiTokenCalls(
  requireUser: MiddlewareHandler<AuthEnv>,
  { db, perMinute, clock }: ApiTokenLimitDeps,
): MiddlewareHandler<AuthEnv> {
  return (c, next) =>
    requireUser(c, async () => {
      const token = c.get('user').apiToken;
      if (token) {
        const retryAfter = await countApiTokenCall(db, token.id, perMinute, clock());
        if (retryAfter !== null) {
          throw new AppError(
            'RATE_LIMITED',
            `Too many calls with this API token: at most ${perMinute} a minute. Try again in ${retryAfter} s.`,
            { headers: { 'Retry-After': String(retryAfter) } },
          );
        }
      }
      await next();
    });
}
