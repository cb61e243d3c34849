import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Db, queryRows } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import type { CompanyDto } from './company-shape.ts';

export const MIN_QUERY_LENGTH = 3;
export const MAX_QUERY_LENGTH = 100;
const FULL_TEXT_LIMIT = 20;
const FALLBACK_LIMIT = 10;

/** Control characters (NUL above all) are rejected by Postgres text parameters; they never mean anything here. */
export function normaliseQuery(raw: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  return raw.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
}

/** `%`, `_` and the escape character itself are literal in a user's substring search. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The search text as searched: normalised, and refused when too long. */
export function checkQuery(rawQuery: string): string {
  const term = normaliseQuery(rawQuery);
  if (term.length > MAX_QUERY_LENGTH) {
    throw AppError.badRequest(
      `Search text must be at most ${MAX_QUERY_LENGTH} characters.`,
      'QUERY_TOO_LONG',
    );
  }
  return term;
}

/**
 * Spec part 1 §7: full-text search on the search vector (web-search syntax, English), ranked, limit 20; if that
 * errors or finds nothing, a case-insensitive substring match on name or ticker ordered by name, limit 10.
 * In both, a company whose ticker is exactly the query comes first, even when the ticker is a stop word; among
 * equals, the larger company (SEC lists them by size: `size_rank`) before the name order.
 */
export async function searchCompanies(db: Db, rawQuery: string, log?: Logger): Promise<CompanyDto[]> {
  const term = checkQuery(rawQuery);
  if (term.length < MIN_QUERY_LENGTH) return [];
  const ticker = term.toUpperCase();

  try {
    const ranked = await queryRows<CompanyDto>(
      db,
      // The tsquery inline, not a joined function scan: only then does PostgreSQL combine the two indexes
      // (BitmapOr) instead of scanning the whole table (~0.2 ms instead of ~4 ms on the full catalogue).
      sql`select c.id, c.ticker, c.name, c.industry, c.sector, c.exchange, c.cik
          from companies c
          where c.search_vector @@ websearch_to_tsquery('english', ${term}) or c.ticker = ${ticker}
          order by (c.ticker = ${ticker}) desc,
            ts_rank(c.search_vector, websearch_to_tsquery('english', ${term})) desc,
            c.size_rank asc nulls last, c.name asc
          limit ${FULL_TEXT_LIMIT}`,
    );
    if (ranked.length > 0) return ranked;
  } catch (error) {
    log?.warn({ err: error }, 'full-text company search failed; using substring fallback');
  }

  const pattern = `%${escapeLike(term)}%`;
  return queryRows<CompanyDto>(
    db,
    sql`select c.id, c.ticker, c.name, c.industry, c.sector, c.exchange, c.cik
        from companies c
        where c.name ilike ${pattern} escape '\\' or c.ticker ilike ${pattern} escape '\\'
        order by (c.ticker = ${ticker}) desc, c.size_rank asc nulls last, c.name asc
        limit ${FALLBACK_LIMIT}`,
  );
}
