import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Plan } from '#server/billing/get-plan.ts';
import { type Db, pgErrorCode, queryRows } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { NO_LIST_FILTER, SAVED_PAGE_SIZE } from '../../contract/companies.ts';
import { FREE_SAVED_COMPANY_LIMIT, PLAN_LIMIT_MESSAGE } from '../../contract/plans.ts';
import { assertOwnList } from './company-lists.ts';
import { type CompanyDto, companyColumns } from './company-shape.ts';
import { companies, companyLists, userSavedCompanies } from './schema.ts';
import { escapeLike } from './search-companies.ts';

/** The Free plan's limit and its message live with the plans. */
export { FREE_SAVED_COMPANY_LIMIT, PLAN_LIMIT_MESSAGE };

export interface SavedCompanyDto {
  company_id: string;
  list_id: string | null;
  notes: string | null;
  date_saved: Date;
  company: CompanyDto;
  list: { id: string; name: string } | null;
}

export interface SaveInput {
  userId: string;
  plan: Plan;
  companyId: string;
  listId: string | null;
  now: Date;
}

/**
 * What the Saved Companies page asks for: a page (`page`/`pageSize`; neither: every saved company), a list (`none`:
 * outside any) and a text matching name or ticker.
 */
interface SavedCompaniesQuery {
  page?: number;
  pageSize?: number;
  listId?: string;
  q?: string;
}

const savedNotFound = () => AppError.notFound('Saved company not found', 'SAVED_COMPANY_NOT_FOUND');

async function selectSaved(
  db: Db,
  userId: string,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<SavedCompanyDto[]> {
  const query = db
    .select({
      listId: userSavedCompanies.listId,
      notes: userSavedCompanies.notes,
      dateSaved: userSavedCompanies.dateSaved,
      company: companyColumns,
      listName: companyLists.name,
    })
    .from(userSavedCompanies)
    .innerJoin(companies, eq(companies.id, userSavedCompanies.companyId))
    .leftJoin(
      companyLists,
      and(eq(companyLists.id, userSavedCompanies.listId), eq(companyLists.userId, userId)),
    )
    .where(and(eq(userSavedCompanies.userId, userId), where))
    .orderBy(desc(userSavedCompanies.dateSaved), desc(userSavedCompanies.id));
  // Offset, not keyset: a user's saved companies are thousands at most (read through the user's date index), and
  // the page shows 'page n of m' with a total.
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  return rows.map((row) => ({
    company_id: row.company.id,
    list_id: row.listId,
    notes: row.notes,
    date_saved: row.dateSaved,
    company: row.company,
    list: row.listId && row.listName !== null ? { id: row.listId, name: row.listName } : null,
  }));
}

/**
 * The caller's saved companies, newest first, with the company and the list: in the chosen list and matching the
 * text, one page of them when a page is asked for (a 2,000-company list is not sent at once: bench:scale, ADR 0323;
 * a page past the end is empty), and how many match in all.
 */
export async function getSavedCompanies(
  db: Db,
  userId: string,
  query: SavedCompaniesQuery = {},
): Promise<{ rows: SavedCompanyDto[]; total: number }> {
  const needle = query.q?.trim();
  const where = and(
    query.listId === NO_LIST_FILTER
      ? isNull(userSavedCompanies.listId)
      : query.listId
        ? eq(userSavedCompanies.listId, query.listId)
        : undefined,
    needle
      ? or(
          ilike(companies.name, `%${escapeLike(needle)}%`),
          ilike(companies.ticker, `%${escapeLike(needle)}%`),
        )
      : undefined,
  );
  if (query.page === undefined && query.pageSize === undefined) {
    const rows = await selectSaved(db, userId, where);
    return { rows, total: rows.length };
  }
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? SAVED_PAGE_SIZE;
  const [rows, [counted]] = await Promise.all([
    selectSaved(db, userId, where, { limit: pageSize, offset: (page - 1) * pageSize }),
    db
      .select({ total: count() })
      .from(userSavedCompanies)
      .innerJoin(companies, eq(companies.id, userSavedCompanies.companyId))
      .where(and(eq(userSavedCompanies.userId, userId), where)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * The ids of the companies the caller has saved, for the Save buttons: one column read from the
 * `(user_id, company_id)` unique index alone (an index-only scan), no company or list joined, no order (ADR 0329).
 */
export async function savedCompanyIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ companyId: userSavedCompanies.companyId })
    .from(userSavedCompanies)
    .where(eq(userSavedCompanies.userId, userId));
  return rows.map((row) => row.companyId);
}

async function getSaved(db: Db, userId: string, companyId: string): Promise<SavedCompanyDto> {
  const [row] = await selectSaved(db, userId, eq(userSavedCompanies.companyId, companyId));
  if (!row) throw savedNotFound();
  return row;
}

async function assertCompanyExists(db: Db, companyId: string): Promise<void> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) throw AppError.notFound('Company not found', 'COMPANY_NOT_FOUND');
}

/**
 * Free users: the count check and the insert happen under a per-user advisory lock in one transaction, so
 * concurrent saves can never pass the limit together. Pro users insert directly.
 * @returns whether a row was inserted (false: the limit is reached).
 */
async function insertSaved({ userId, plan, companyId, listId, now }: SaveInput, db: Db): Promise<boolean> {
  if (plan === 'pro') {
    await db.insert(userSavedCompanies).values({ userId, companyId, listId, notes: null, dateSaved: now });
    return true;
  }
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`user_saved_companies:${userId}`}, 0))`,
    );
    const inserted = await queryRows<{ id: string }>(
      tx,
      sql`insert into user_saved_companies (user_id, company_id, list_id, notes, date_saved)
          select ${userId}, ${companyId}::uuid, ${listId}::uuid, null, ${now.toISOString()}::timestamptz
          where (select count(*) from user_saved_companies where user_id = ${userId}) < ${FREE_SAVED_COMPANY_LIMIT}
          returning id`,
    );
    return inserted.length > 0;
  });
}

/** Saves a company; saving one that is already saved is a success that changes nothing. */
export async function saveCompany(
  db: Db,
  input: SaveInput,
): Promise<{ saved: SavedCompanyDto; created: boolean }> {
  await assertCompanyExists(db, input.companyId);
  if (input.listId) await assertOwnList(db, input.userId, input.listId);

  let created: boolean;
  try {
    created = await insertSaved(input, db);
  } catch (error) {
    const code = pgErrorCode(error);
    // 23505: already saved. 23503: the list or company vanished after the checks above.
    if (code === '23505') return { saved: await getSaved(db, input.userId, input.companyId), created: false };
    if (code === '23503') throw AppError.notFound('List or company not found', 'NOT_FOUND');
    throw error;
  }
  if (!created) {
    const [existing] = await selectSaved(db, input.userId, eq(userSavedCompanies.companyId, input.companyId));
    if (existing) return { saved: existing, created: false };
    throw new AppError('PLAN_LIMIT', PLAN_LIMIT_MESSAGE);
  }
  return { saved: await getSaved(db, input.userId, input.companyId), created: true };
}

/** Moves a saved company to another of the caller's lists, or out of any list (`null`). */
export async function moveSavedCompany(
  db: Db,
  userId: string,
  companyId: string,
  listId: string | null,
): Promise<SavedCompanyDto> {
  if (listId) await assertOwnList(db, userId, listId);
  const updated = await db
    .update(userSavedCompanies)
    .set({ listId })
    .where(and(eq(userSavedCompanies.userId, userId), eq(userSavedCompanies.companyId, companyId)))
    .returning({ id: userSavedCompanies.id });
  if (updated.length === 0) throw savedNotFound();
  return getSaved(db, userId, companyId);
}

export async function unsaveCompany(db: Db, userId: string, companyId: string): Promise<void> {
  const deleted = await db
    .delete(userSavedCompanies)
    .where(and(eq(userSavedCompanies.userId, userId), eq(userSavedCompanies.companyId, companyId)))
    .returning({ id: userSavedCompanies.id });
  if (deleted.length === 0) throw savedNotFound();
}
