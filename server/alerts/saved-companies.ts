import { eq, isNotNull } from 'drizzle-orm';
import { companies, userSavedCompanies } from '../companies/schema.ts';
import type { Db } from '../db/client.ts';

export interface WatchedCompany {
  companyId: string;
  ticker: string;
  name: string;
  cik: string | null;
}

/** The companies one user has saved (in any list), once each. */
export async function savedCompaniesOf(db: Db, userId: string): Promise<WatchedCompany[]> {
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

/** Every saved company with its savers and when each saved it: what the alert run watches. */
export async function watchedCompanies(db: Db) {
  const rows = await db
    .select({
      companyId: companies.id,
      ticker: companies.ticker,
      name: companies.name,
      cik: companies.cik,
      userId: userSavedCompanies.userId,
      dateSaved: userSavedCompanies.dateSaved,
    })
    .from(userSavedCompanies)
    .innerJoin(companies, eq(companies.id, userSavedCompanies.companyId))
    .where(isNotNull(companies.cik));
  const byCompany = new Map<string, WatchedCompany & { savers: { userId: string; since: Date }[] }>();
  for (const row of rows) {
    const entry = byCompany.get(row.companyId) ?? {
      companyId: row.companyId,
      ticker: row.ticker,
      name: row.name,
      cik: row.cik,
      savers: [],
    };
    const known = entry.savers.find((saver) => saver.userId === row.userId);
    if (!known) entry.savers.push({ userId: row.userId, since: row.dateSaved });
    else if (row.dateSaved < known.since) known.since = row.dateSaved;
    byCompany.set(row.companyId, entry);
  }
  return [...byCompany.values()];
}
