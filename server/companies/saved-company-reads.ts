import { eq, isNotNull, type SQL, sql } from 'drizzle-orm';
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

export interface Saving extends SavedCompanyRef {
  userId: string;
  listId: string | null;
  dateSaved: Date;
}

/** Every saving of a company that has a CIK (one row per user and company): what EDGAR can be asked about. */
export function savingsWithCik(db: Db): Promise<Saving[]> {
  return savingsWhere(db, isNotNull(companies.cik));
}

/**
 * Every saving of the companies with one of `ciks`, or with a saving made at or after `savedSince`: all their savers,
 * not only the new ones. One array parameter (binding thousands of CIKs one by one is slow at scale, ADR 0315);
 * `user_saved_companies_company_idx` and `_date_idx` keep it to the companies named. Two narrow reads, the dates as
 * numbers: at scale, joining and turning 13,000 rows into dates cost twice as much (ADR 0323).
 */
export async function savingsOfCiksOrSavedSince(db: Db, ciks: number[], savedSince: Date): Promise<Saving[]> {
  // Numbers only, so the array literal cannot carry anything else; CIKs are stored zero-padded to 10 digits.
  const cikArray = `{${ciks.map((cik) => String(Math.trunc(cik)).padStart(10, '0')).join(',')}}`;
  const named = await queryRows<{ id: string; ticker: string; name: string; cik: string }>(
    db,
    sql`select id, ticker, name, cik from companies where cik is not null and id in (
          select id from companies where cik = any(${cikArray}::varchar[])
          union select company_id from user_saved_companies where date_saved >= ${savedSince.toISOString()}::timestamptz)`,
  );
  if (!named.length) return [];
  const savings = await queryRows<{
    company_id: string;
    user_id: string;
    list_id: string | null;
    ms: string;
  }>(
    db,
    sql`select company_id, user_id, list_id, floor(extract(epoch from date_saved) * 1000)::bigint as ms
        from user_saved_companies where company_id = any(${`{${named.map((row) => row.id).join(',')}}`}::uuid[])`,
  );
  const byId = new Map(named.map((row) => [row.id, row]));
  return savings.map((saving) => {
    const company = byId.get(saving.company_id)!;
    return {
      companyId: company.id,
      ticker: company.ticker,
      name: company.name,
      cik: company.cik,
      userId: saving.user_id,
      listId: saving.list_id,
      dateSaved: new Date(Number(saving.ms)),
    };
  });
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

function savingsWhere(db: Db, where: SQL): Promise<Saving[]> {
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
    .where(where);
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
