import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { companies } from '../schema.ts';
import type { CatalogueEntry } from './catalogue-entries.ts';
import { UNKNOWN } from './sectors.ts';

interface ImportTally {
  imported: number;
  skipped: number;
}

/**
 * Inserts new tickers; an existing ticker is skipped (Update Data refreshes it), except that its size rank, a missing
 * CIK and a missing SIC code are filled in, and a row whose industry is still unknown takes the SIC industry and
 * sector (ADR 0304) — facts added, none a user or a provider gave overwritten. One statement per batch, so a batch
 * is all or nothing and a re-run of the same import inserts nothing.
 */
async function importBatch(db: Db, batch: CatalogueEntry[]): Promise<ImportTally> {
  if (batch.length === 0) return { imported: 0, skipped: 0 };
  const takesSicIndustry = sql`(${companies.industry} = ${UNKNOWN} and excluded.sic is not null)`;
  const rows = await db
    .insert(companies)
    .values(batch)
    .onConflictDoUpdate({
      target: companies.ticker,
      set: {
        sizeRank: sql`coalesce(excluded.size_rank, ${companies.sizeRank})`,
        cik: sql`coalesce(${companies.cik}, excluded.cik)`,
        sic: sql`coalesce(${companies.sic}, excluded.sic)`,
        industry: sql`case when ${takesSicIndustry} then excluded.industry else ${companies.industry} end`,
        sector: sql`case when ${takesSicIndustry} then excluded.sector else ${companies.sector} end`,
      },
      setWhere: sql`(excluded.size_rank is not null and ${companies.sizeRank} is distinct from excluded.size_rank)
        or (${companies.cik} is null and excluded.cik is not null)
        or (${companies.sic} is null and excluded.sic is not null)
        or ${takesSicIndustry}`,
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const imported = rows.filter((row) => row.inserted).length;
  return { imported, skipped: batch.length - imported };
}

export interface ImportProgress extends ImportTally {
  done: number;
}

/** Imports in batches, reporting after each; stops between batches when the signal is aborted. */
export async function importEntries(
  db: Db,
  entries: CatalogueEntry[],
  options: {
    batchSize?: number;
    signal?: AbortSignal;
    pauseMs?: number;
    onBatch?: (progress: ImportProgress) => Promise<void>;
  } = {},
): Promise<ImportProgress> {
  const batchSize = options.batchSize ?? 500;
  const total: ImportProgress = { imported: 0, skipped: 0, done: 0 };
  for (let start = 0; start < entries.length; start += batchSize) {
    if (options.signal?.aborted) break;
    const batch = entries.slice(start, start + batchSize);
    const tally = await importBatch(db, batch);
    total.imported += tally.imported;
    total.skipped += tally.skipped;
    total.done += batch.length;
    await options.onBatch?.(total);
    if (options.pauseMs && start + batchSize < entries.length) {
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  }
  return total;
}
