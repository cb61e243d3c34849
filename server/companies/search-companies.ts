import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Db, queryRows } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { CompanyDto } from './company-shape.ts';

export const MIN_QUERY_LENGTH = 3;
const MAX_QUERY_LENGTH = 100;
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

const NOT_ALNUM = '[^A-Za-z0-9]';

/**
 * A direct hit: the ticker is the query, or the query is whole words of the name ("Ford" in "FORD MOTOR CO", not in
 * "Forward Industries"), punctuation between them ignored. The query's words are `[a-z0-9]+` only, so the pattern
 * needs no escaping; a regular expression, because re-writing every matched name to compare words costs ~2× the
 * search on a broad word like "inc".
 */
function directHit(term: string, ticker: string) {
  const words = term.toLowerCase().match(/[a-z0-9]+/g);
  if (!words) return sql`(c.ticker = ${ticker})`;
  const pattern = `(^|${NOT_ALNUM})${words.join(`${NOT_ALNUM}+`)}($|${NOT_ALNUM})`;
  return sql`(c.ticker = ${ticker} or c.name ~* ${pattern})`;
}

/**
 * The query names the company's industry or sector (the search vector's B and C weights): "pharmaceutical" is
 * every company filed under Pharmaceutical Preparations, and a prospector wants the largest of them first, so such
 * a hit counts as direct — ordered by size with the name hits, not below every company that merely has the word
 * in its name (ADR 0304).
 */
const industryHit = (term: string) =>
  sql`(ts_filter(c.search_vector, '{b,c}') @@ websearch_to_tsquery('english', ${term}))`;

/**
 * How both searches order what they find. Direct hits come first, the larger company first (SEC lists companies
 * by size: `size_rank`): so "Ford" finds Ford Motor (ticker F) before Forward Industries (ticker FORD), while
 * "AAPL", a word of no name, still finds Apple first, and a ticker that is also a word of smaller companies' names
 * keeps its company on top ("CMG" is Chipotle, not CMG Holdings; "NET" is Cloudflare, not NET Power). Size, not
 * "a name word always beats a ticker", because ~200 tickers are also the first word of another, usually much
 * smaller, company's name. Among direct hits of unknown size the exact ticker comes first. Then every other match.
 */
const directFirst = (ticker: string) =>
  sql`m.direct desc, case when m.direct then m.size_rank end asc nulls last, (m.ticker = ${ticker}) desc`;

/**
 * Full-text search on the search vector (web-search syntax, English), ranked, limit 20; if that
 * errors or finds nothing, a case-insensitive substring match on name or ticker ordered by name, limit 10. In
 * both, direct hits (in the full-text search also industry and sector hits) come first (`directFirst`), even when
 * the ticker is a stop word; among the other matches, the larger company (`size_rank`) before the name order.
 */
export async function searchCompanies(db: Db, rawQuery: string, log?: Logger): Promise<CompanyDto[]> {
  const term = checkQuery(rawQuery);
  if (term.length < MIN_QUERY_LENGTH) return [];
  const ticker = term.toUpperCase();
  const direct = directHit(term, ticker);

  try {
    const ranked = await queryRows<CompanyDto>(
      db,
      // The tsquery inline, not a joined function scan: only then does PostgreSQL combine the two indexes
      // (BitmapOr) instead of scanning the whole table (~0.2 ms instead of ~4 ms on the full catalogue). The
      // subquery is flattened by the planner; it only names `direct` and `rank` for the order.
      sql`select m.id, m.ticker, m.name, m.industry, m.sector, m.exchange, m.cik
          from (
            select c.id, c.ticker, c.name, c.industry, c.sector, c.exchange, c.cik, c.size_rank,
              (${direct} or ${industryHit(term)}) as direct,
              ts_rank(c.search_vector, websearch_to_tsquery('english', ${term})) as rank
            from companies c
            where c.search_vector @@ websearch_to_tsquery('english', ${term}) or c.ticker = ${ticker}
          ) m
          order by ${directFirst(ticker)}, m.rank desc, m.size_rank asc nulls last, m.name asc
          limit ${FULL_TEXT_LIMIT}`,
    );
    if (ranked.length > 0) return ranked;
  } catch (error) {
    log?.warn({ err: error }, 'full-text company search failed; using substring fallback');
  }

  const pattern = `%${escapeLike(term)}%`;
  return queryRows<CompanyDto>(
    db,
    sql`select m.id, m.ticker, m.name, m.industry, m.sector, m.exchange, m.cik
        from (
          select c.id, c.ticker, c.name, c.industry, c.sector, c.exchange, c.cik, c.size_rank, ${direct} as direct
          from companies c
          where c.name ilike ${pattern} escape '\\' or c.ticker ilike ${pattern} escape '\\'
        ) m
        order by ${directFirst(ticker)}, m.size_rank asc nulls last, m.name asc
        limit ${FALLBACK_LIMIT}`,
  );
}
