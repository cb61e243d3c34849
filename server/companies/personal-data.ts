import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { companies, userSavedCompanies, userViewHistory } from './schema.ts';

/** What the companies feature holds about one user, read for their data export. */

export interface SavedCompanyRecord {
  listId: string | null;
  ticker: string;
  name: string;
  notes: string | null;
  savedAt: Date;
}

/** Every company the user saved, with its list and notes, oldest first. */
export function savedCompanyRecordsOf(db: Db, userId: string): Promise<SavedCompanyRecord[]> {
  return db
    .select({
      listId: userSavedCompanies.listId,
      ticker: companies.ticker,
      name: companies.name,
      notes: userSavedCompanies.notes,
      savedAt: userSavedCompanies.dateSaved,
    })
    .from(userSavedCompanies)
    .innerJoin(companies, eq(companies.id, userSavedCompanies.companyId))
    .where(eq(userSavedCompanies.userId, userId))
    .orderBy(asc(userSavedCompanies.dateSaved), asc(companies.ticker));
}

/** The companies the user has viewed, latest first. */
export function viewHistoryOf(
  db: Db,
  userId: string,
): Promise<{ ticker: string; name: string; viewedAt: Date }[]> {
  return db
    .select({ ticker: companies.ticker, name: companies.name, viewedAt: userViewHistory.viewedAt })
    .from(userViewHistory)
    .innerJoin(companies, eq(companies.id, userViewHistory.companyId))
    .where(eq(userViewHistory.userId, userId))
    .orderBy(desc(userViewHistory.viewedAt));
}
