import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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
