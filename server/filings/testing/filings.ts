import type { InferInsertModel } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { secFilings } from '../schema.ts';

export type NewFiling = InferInsertModel<typeof secFilings>;

export const APPLE_10K_ACCESSION = '0000320193-24-000123';

/** Stores a filing row (Apple's FY2024 10-K unless overridden); a second insert of the same accession is a no-op. */
export async function insertFiling(db: Db, overrides: Partial<NewFiling> = {}): Promise<void> {
  await db
    .insert(secFilings)
    .values({
      ticker: 'AAPL',
      cik: '0000320193',
      filingType: '10-K',
      filingDate: '2024-11-01',
      periodEndDate: '2024-09-28',
      accessionNumber: APPLE_10K_ACCESSION,
      primaryDocument: 'aapl-20240928.htm',
      ...overrides,
    })
    .onConflictDoNothing();
}
