import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { companies } from './schema.ts';

/** The catalogue's name and CIK for a ticker (as stored), when it knows the company. */
export async function catalogueEntryOf(
  db: Db,
  ticker: string,
): Promise<{ name: string; cik: string | null } | undefined> {
  const [row] = await db
    .select({ name: companies.name, cik: companies.cik })
    .from(companies)
    .where(eq(companies.ticker, ticker))
    .limit(1);
  return row;
}

/** The catalogue's CIK for a ticker in EDGAR's spelling ('BRK-B' for 'BRK.B'), when it knows the company. */
export async function companyCikOf(db: Db, edgarTicker: string): Promise<string | null> {
  const [row] = await db
    .select({ cik: companies.cik })
    .from(companies)
    .where(sql`upper(replace(${companies.ticker}, '.', '-')) = ${edgarTicker}`)
    .limit(1);
  return row?.cik ?? null;
}

/**
 * What the catalogue knows of a company's size and trade: SEC's industry title (ADR 0304; null when unknown) and
 * its latest annual revenue from the XBRL frames (ADR 0311; null until the job has filled it).
 */
export async function catalogueProfileOf(db: Db, ticker: string) {
  const [row] = await db
    .select({
      industry: companies.industry,
      revenue: companies.revenue,
      revenuePeriod: companies.revenuePeriod,
    })
    .from(companies)
    .where(eq(companies.ticker, ticker))
    .limit(1);
  if (!row) return null;
  return { ...row, industry: row.industry !== 'Unknown' ? row.industry : null };
}

/** Ticker and name of each catalogue company among `ids` (unknown ids are left out): what a team list shows. */
export async function companySummariesOf(
  db: Db,
  ids: string[],
): Promise<Map<string, { id: string; ticker: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, ticker: companies.ticker, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The catalogue's companies among `ciks` (10-digit, as stored), with sector and size rank: how a search that found
 * filers elsewhere (EDGAR's full-text search) names and filters them.
 */
export async function catalogueCompaniesByCik(db: Db, ciks: string[]) {
  if (ciks.length === 0) return [];
  return db
    .select({
      id: companies.id,
      cik: companies.cik,
      ticker: companies.ticker,
      sector: companies.sector,
      rank: companies.sizeRank,
    })
    .from(companies)
    .where(inArray(companies.cik, ciks));
}
