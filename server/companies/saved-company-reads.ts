import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { companies, userSavedCompanies } from './schema.ts';

/**
 * Read-only views of who saved what, for features that act on saved companies (alerts, the weekly digest,
 * Upcoming Releases). The tables stay this feature's; other features read them only through these functions.
 */

export interface SavedCompanyRef {
  companyId: string;
  ticker: string;
  name: string;
  cik: string | null;
}

/** The companies one user has saved (in any list), once each, by ticker. */
export async function savedCompaniesOf(db: Db, userId: string): Promise<SavedCompanyRef[]> {
  const rows = await db
    .selectDistinct({
      companyId: companies.id,
      ticker: companies.ticker,
      name: companies.name,
      cik: companies.cik,
    })
    .from(userSavedCompanies)
    .innerJoin(companies, eq(companies.id, userSavedCompanies.companyId))
    .where(eq(userSavedCompanies.userId, userId));
  return rows.sort((a, b) => a.ticker.localeCompare(b.ticker));
}

export interface Saving extends SavedCompanyRef {
  userId: string;
  listId: string | null;
  dateSaved: Date;
}

/** Every saving of a company that has a CIK (one row per user and company): what EDGAR can be asked about. */
export function savingsWithCik(db: Db): Promise<Saving[]> {
  return db
    .select({
      companyId: companies.id,
      ticker: companies.ticker,
      name: companies.name,
      cik: companies.cik,
      userId: userSavedCompanies.userId,
      listId: userSavedCompanies.listId,
      dateSaved: userSavedCompanies.dateSaved,
    })
    .from(userSavedCompanies)
    .innerJoin(companies, eq(companies.id, userSavedCompanies.companyId))
    .where(isNotNull(companies.cik));
}

/** The users who saved one company. */
export async function saversOf(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: userSavedCompanies.userId })
    .from(userSavedCompanies)
    .where(eq(userSavedCompanies.companyId, companyId));
  return rows.map((row) => row.userId);
}

/** Every user with at least one saved company. */
export async function usersWithSavedCompanies(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ userId: userSavedCompanies.userId }).from(userSavedCompanies);
  return rows.map((row) => row.userId);
}
