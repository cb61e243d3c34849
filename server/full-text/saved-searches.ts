import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { AlertForm } from '../../contract/fields.ts';
import { SAVED_SEARCHES_MAX } from '../../contract/full-text-search.ts';
import { savedFilingSearches } from './schema.ts';

const ALL_FORMS: AlertForm[] = ['10-K', '10-Q', '8-K'];

type Row = typeof savedFilingSearches.$inferSelect;

function shape(row: Row) {
  return {
    id: row.id,
    name: row.name,
    q: row.query,
    forms: row.forms as AlertForm[],
    sector: row.sector,
    createdAt: row.createdAt,
  };
}

function rowsOf(db: Db, userId: string, order: typeof asc) {
  return db
    .select()
    .from(savedFilingSearches)
    .where(eq(savedFilingSearches.userId, userId))
    .orderBy(order(savedFilingSearches.createdAt));
}

export async function listSavedSearches(db: Db, userId: string) {
  return { searches: (await rowsOf(db, userId, desc)).map(shape) };
}

/** The user's saved searches for their data export, oldest first. */
export async function savedSearchesOf(db: Db, userId: string) {
  return (await rowsOf(db, userId, asc)).map(shape).map(({ id: _id, ...search }) => search);
}

/**
 * Saves a search, at most SAVED_SEARCHES_MAX a user: counted under a per-user lock in the insert's transaction, so
 * two saves at once cannot both pass the count. Forms keep the app's order; no form filter means all three.
 */
export async function saveSearch(
  db: Db,
  userId: string,
  input: { name: string; q: string; forms?: AlertForm[]; sector?: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`saved_filing_searches:${userId}`}, 0))`,
    );
    const [saved] = await tx
      .select({ n: count() })
      .from(savedFilingSearches)
      .where(eq(savedFilingSearches.userId, userId));
    if ((saved?.n ?? 0) >= SAVED_SEARCHES_MAX)
      throw new AppError(
        'TOO_MANY_SAVED_SEARCHES',
        `You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Delete one you no longer need first.`,
      );
    const forms = input.forms ? ALL_FORMS.filter((form) => input.forms?.includes(form)) : ALL_FORMS;
    const [row] = await tx
      .insert(savedFilingSearches)
      .values({
        userId,
        name: input.name,
        query: input.q,
        forms,
        sector: input.sector ?? null,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('saved search insert returned no row');
    return shape(row);
  });
}

/** Deletes one of the user's saved searches; someone else's, or an unknown id, is the same 404. */
export async function deleteSavedSearch(db: Db, userId: string, id: string) {
  const [row] = await db
    .delete(savedFilingSearches)
    .where(and(eq(savedFilingSearches.id, id), eq(savedFilingSearches.userId, userId)))
    .returning({ id: savedFilingSearches.id });
  if (!row) throw new AppError('NOT_FOUND', 'No such saved search.');
}
