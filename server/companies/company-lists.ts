import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { companyLists, userSavedCompanies } from './schema.ts';

export interface CompanyListDto {
  id: string;
  name: string;
  description: string | null;
  created_at: Date;
  company_count: number;
}

export interface ListInput {
  name: string;
  description?: string | null;
}

const listNotFound = () => AppError.notFound('List not found', 'LIST_NOT_FOUND');

/** The caller's lists, newest first, each with how many of the caller's saved companies it holds. */
export function getLists(db: Db, userId: string): Promise<CompanyListDto[]> {
  return selectLists(db, userId);
}

async function selectLists(db: Db, userId: string, listId?: string): Promise<CompanyListDto[]> {
  const owned = eq(companyLists.userId, userId);
  const rows = await db
    .select({
      id: companyLists.id,
      name: companyLists.name,
      description: companyLists.description,
      created_at: companyLists.createdAt,
      company_count: count(userSavedCompanies.id),
    })
    .from(companyLists)
    .leftJoin(
      userSavedCompanies,
      and(eq(userSavedCompanies.listId, companyLists.id), eq(userSavedCompanies.userId, userId)),
    )
    .where(listId ? and(owned, eq(companyLists.id, listId)) : owned)
    .groupBy(companyLists.id)
    .orderBy(desc(companyLists.createdAt), desc(companyLists.id));
  return rows.map((row) => ({ ...row, company_count: Number(row.company_count) }));
}

/** Throws 404 unless the list exists and belongs to the user: another user's list is indistinguishable from none. */
export async function assertOwnList(db: Db, userId: string, listId: string): Promise<void> {
  const [row] = await db
    .select({ id: companyLists.id })
    .from(companyLists)
    .where(and(eq(companyLists.id, listId), eq(companyLists.userId, userId)))
    .limit(1);
  if (!row) throw listNotFound();
}

export async function createList(
  db: Db,
  userId: string,
  input: ListInput,
  now: Date,
): Promise<CompanyListDto> {
  const [row] = await db
    .insert(companyLists)
    .values({ userId, name: input.name, description: input.description ?? null, createdAt: now })
    .returning();
  return {
    id: row!.id,
    name: row!.name,
    description: row!.description,
    created_at: row!.createdAt,
    company_count: 0,
  };
}

export async function updateList(
  db: Db,
  userId: string,
  listId: string,
  changes: Partial<ListInput>,
): Promise<CompanyListDto> {
  const set: Partial<{ name: string; description: string | null }> = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.description !== undefined) set.description = changes.description;
  if (Object.keys(set).length > 0) {
    const updated = await db
      .update(companyLists)
      .set(set)
      .where(and(eq(companyLists.id, listId), eq(companyLists.userId, userId)))
      .returning({ id: companyLists.id });
    if (updated.length === 0) throw listNotFound();
  }
  const [list] = await selectLists(db, userId, listId);
  if (!list) throw listNotFound();
  return list;
}

/** The list goes; its companies stay saved with no list (the foreign key sets `list_id` to null). */
export async function deleteList(db: Db, userId: string, listId: string): Promise<void> {
  const deleted = await db
    .delete(companyLists)
    .where(and(eq(companyLists.id, listId), eq(companyLists.userId, userId)))
    .returning({ id: companyLists.id });
  if (deleted.length === 0) throw listNotFound();
}
