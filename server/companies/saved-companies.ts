import { and, desc, eq, sql } from 'drizzle-orm';
import type { Plan } from '#server/billing/get-plan.ts';
import { type Db, pgErrorCode, queryRows } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { FREE_SAVED_COMPANY_LIMIT, PLAN_LIMIT_MESSAGE } from '../../contract/plans.ts';
import { assertOwnList } from './company-lists.ts';
import { type CompanyDto, companyColumns } from './company-shape.ts';
import { companies, companyLists, userSavedCompanies } from './schema.ts';

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

const savedNotFound = () => AppError.notFound('Saved company not found', 'SAVED_COMPANY_NOT_FOUND');

async function selectSaved(db: Db, userId: string, companyId?: string): Promise<SavedCompanyDto[]> {
  const owned = eq(userSavedCompanies.userId, userId);
  const rows = await db
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
    .where(companyId ? and(owned, eq(userSavedCompanies.companyId, companyId)) : owned)
    .orderBy(desc(userSavedCompanies.dateSaved), desc(userSavedCompanies.id));
  return rows.map((row) => ({
    company_id: row.company.id,
    list_id: row.listId,
    notes: row.notes,
    date_saved: row.dateSaved,
    company: row.company,
    list: row.listId && row.listName !== null ? { id: row.listId, name: row.listName } : null,
  }));
}

/** The caller's saved companies, newest first, with the company and the list. */
export function getSavedCompanies(db: Db, userId: string): Promise<SavedCompanyDto[]> {
  return selectSaved(db, userId);
}

async function getSaved(db: Db, userId: string, companyId: string): Promise<SavedCompanyDto> {
  const [row] = await selectSaved(db, userId, companyId);
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
    const [existing] = await selectSaved(db, input.userId, input.companyId);
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
