import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { secFilings } from './schema.ts';

export interface StoredFilingMeta {
  cik: string | null;
  filingDate: string;
  periodEndDate: string | null;
  primaryDocument: string | null;
}

/** What the stored filing row says about an accession (the newest row when several tickers share it). */
export async function storedFilingMeta(db: Db, accession: string): Promise<StoredFilingMeta | undefined> {
  const [row] = await db
    .select({
      cik: secFilings.cik,
      filingDate: secFilings.filingDate,
      periodEndDate: secFilings.periodEndDate,
      primaryDocument: secFilings.primaryDocument,
    })
    .from(secFilings)
    .where(eq(secFilings.accessionNumber, accession))
    .orderBy(desc(secFilings.createdAt))
    .limit(1);
  return row;
}
