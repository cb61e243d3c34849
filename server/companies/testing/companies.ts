import type { TestApp, TestUser } from '#server/test/create-test-app.ts';
import { buildCompany, type NewCompany } from '../company-factory.ts';
import { companies, companyLists, userSavedCompanies } from '../schema.ts';
import { seedCompanies } from '../seed-companies.ts';

/** Test helpers for the companies feature (not used by production code). */
export async function insertCompanies(t: TestApp, rows: NewCompany[] = seedCompanies) {
  return t.db.insert(companies).values(rows).returning({ id: companies.id, ticker: companies.ticker });
}

export async function insertCompany(t: TestApp, overrides: Partial<NewCompany> = {}) {
  const [row] = await insertCompanies(t, [buildCompany(overrides)]);
  return row!;
}

/** A list of the user's, stored directly (the routes' own tests go through `POST /api/lists`). */
export async function createList(t: TestApp, user: TestUser, name = 'Prospects') {
  const [row] = await t.db.insert(companyLists).values({ userId: user.id, name }).returning();
  return row!;
}

/** Saves a company for the user, optionally into one of their lists. */
export async function saveCompany(t: TestApp, user: TestUser, companyId: string, listId?: string) {
  await t.db.insert(userSavedCompanies).values({ userId: user.id, companyId, listId });
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
