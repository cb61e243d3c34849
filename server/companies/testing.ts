import { subscriptions } from '../billing/schema.ts';
import { buildCompany, type NewCompany } from '../db/factories.ts';
import type { TestApp, TestUser } from '../test/create-test-app.ts';
import { companies } from './schema.ts';
import { seedCompanies } from './seed-companies.ts';

/** Test helpers for the companies feature (not used by production code). */
export async function insertCompanies(t: TestApp, rows: NewCompany[] = seedCompanies) {
  return t.db.insert(companies).values(rows).returning({ id: companies.id, ticker: companies.ticker });
}

export async function insertCompany(t: TestApp, overrides: Partial<NewCompany> = {}) {
  const [row] = await insertCompanies(t, [buildCompany(overrides)]);
  return row!;
}

export async function makePro(t: TestApp, user: TestUser) {
  await t.db.insert(subscriptions).values({ userId: user.id, planType: 'pro', status: 'active' });
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
