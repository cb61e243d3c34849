import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '#server/db/client.ts';
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

/** A saved company with a CIK, flagged when someone saved it at or after the time asked about. */
export interface WatchedRef extends SavedCompanyRef {
  newlySaved: boolean;
}

/**
 * The companies someone saved that have a CIK, once each — every one, or with `ciks` only those among them or saved
 * at or after `savedSince` — flagged when a saving is that recent. No saving is read (at scale the savers of the
 * companies a day names are 13,000 rows, ADR 0323): the alert run reads a company's savers when it reads the company.
 * `ciks` is one array parameter (binding thousands one by one is slow, ADR 0315); `user_saved_companies_company_idx`
 * and `_date_idx` keep every probe to one company or one time range.
 */
export async function savedCompaniesWithCik(
  db: Db,
  options: { ciks?: number[]; savedSince: Date | null },
): Promise<WatchedRef[]> {
  const since = options.savedSince?.toISOString() ?? null;
  const recent = since
    ? sql`exists (select 1 from user_saved_companies s where s.company_id = c.id and s.date_saved >= ${since}::timestamptz)`
    : sql`false`;
  // Numbers only, so the array literal cannot carry anything else; CIKs are stored zero-padded to 10 digits.
  const cikArray = `{${(options.ciks ?? []).map((cik) => String(Math.trunc(cik)).padStart(10, '0')).join(',')}}`;
  const among = !options.ciks
    ? sql``
    : since
      ? sql`and (c.cik = any(${cikArray}::varchar[]) or c.id in (
            select company_id from user_saved_companies where date_saved >= ${since}::timestamptz))`
      : sql`and c.cik = any(${cikArray}::varchar[])`;
  const rows = await queryRows<{ id: string; ticker: string; name: string; cik: string; newly: boolean }>(
    db,
    sql`select c.id, c.ticker, c.name, c.cik, ${recent} as newly from companies c
        where c.cik is not null and exists (select 1 from user_saved_companies s where s.company_id = c.id) ${among}`,
  );
  return rows.map((row) => ({
    companyId: row.id,
    ticker: row.ticker,
    name: row.name,
    cik: row.cik,
    newlySaved: row.newly,
  }));
}

/** Every saving of one company: who saved it, in which list, when. */
export function savingsOfCompany(
  db: Db,
  companyId: string,
): Promise<{ userId: string; listId: string | null; dateSaved: Date }[]> {
  return db
    .select({
      userId: userSavedCompanies.userId,
      listId: userSavedCompanies.listId,
      dateSaved: userSavedCompanies.dateSaved,
    })
    .from(userSavedCompanies)
    .where(eq(userSavedCompanies.companyId, companyId));
}

/** Whether any company with a CIK is saved by someone (one index probe, no count). */
export async function anySavedCompanyWithCik(db: Db): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from user_saved_companies s join companies c on c.id = s.company_id
        where c.cik is not null limit 1`,
  );
  return rows.length > 0;
}

/** How many companies with a CIK someone has saved: a count, not the savings. */
export async function countSavedCompaniesWithCik(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(companies)
    .where(
      sql`${companies.cik} is not null and exists (select 1 from ${userSavedCompanies} where ${userSavedCompanies.companyId} = ${companies.id})`,
    );
  return Number(row?.count ?? 0);
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
