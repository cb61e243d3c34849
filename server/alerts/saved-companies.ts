import { eq, isNotNull } from 'drizzle-orm';
import { companies, userSavedCompanies } from '../companies/schema.ts';
import type { Db } from '../db/client.ts';
import { alertListForms } from './schema.ts';

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

export const ALL_FORMS = ['10-K', '10-Q', '8-K'];

export interface Saver {
  userId: string;
  since: Date;
  /** The forms that alert this user for this company. */
  forms: Set<string>;
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
      listForms: alertListForms.forms,
    })
    .from(userSavedCompanies)
    .innerJoin(companies, eq(companies.id, userSavedCompanies.companyId))
    .leftJoin(alertListForms, eq(alertListForms.listId, userSavedCompanies.listId))
    .where(isNotNull(companies.cik));
  const byCompany = new Map<string, WatchedCompany & { savers: Saver[] }>();
  for (const row of rows) {
    const entry = byCompany.get(row.companyId) ?? {
      companyId: row.companyId,
      ticker: row.ticker,
      name: row.name,
      cik: row.cik,
      savers: [],
    };
    // Saved outside a list, or in a list without a choice: every form alerts. Several lists: the union.
    const forms = row.listForms ?? ALL_FORMS;
    const known = entry.savers.find((saver) => saver.userId === row.userId);
    if (!known) entry.savers.push({ userId: row.userId, since: row.dateSaved, forms: new Set(forms) });
    else {
      if (row.dateSaved < known.since) known.since = row.dateSaved;
      for (const form of forms) known.forms.add(form);
    }
    byCompany.set(row.companyId, entry);
  }
  return [...byCompany.values()];
}
