import {
  anySavedCompanyWithCik,
  countSavedCompaniesWithCik,
  savedCompaniesWithCik,
  savingsOfCompany,
  type WatchedRef,
} from '#server/companies/index.ts';
import type { Db } from '#server/db/client.ts';
import { alertListForms } from './schema.ts';

export const ALL_FORMS = ['10-K', '10-Q', '8-K'];

interface Saver {
  userId: string;
  since: Date;
  /** The forms that alert this user for this company. */
  forms: Set<string>;
}

/** A company the alert run watches (saved by someone, with a CIK); `newlySaved`: saved since the last run. */
export type WatchedCompany = WatchedRef;

/** How many companies the alert run watches (saved by someone, with a CIK): a count, no rows read. */
export function countWatchedCompanies(db: Db): Promise<number> {
  return countSavedCompaniesWithCik(db);
}

/** Whether the alert run watches anything at all (nothing to ask EDGAR otherwise). */
export function anyWatchedCompany(db: Db): Promise<boolean> {
  return anySavedCompanyWithCik(db);
}

/**
 * The watched companies among `ciks` (those the daily index named, and those to retry), plus those saved since
 * `savedSince` (the last run): what a run planned from the daily index reads. Their savers are read with each one.
 */
export function watchedCompaniesOf(db: Db, ciks: number[], savedSince: Date): Promise<WatchedCompany[]> {
  return savedCompaniesWithCik(db, { ciks, savedSince });
}

/** Every watched company: what a polling run reads. */
export function watchedCompanies(db: Db, savedSince: Date | null = null): Promise<WatchedCompany[]> {
  return savedCompaniesWithCik(db, { savedSince });
}

/**
 * Every list's form choice (one row per list that has one) in one read, once a run: naming the lists instead bound
 * 20,000 parameters and took over a second at scale (bench:scale, ADR 0315); a choice of a list with no company is
 * simply not used.
 */
export async function listFormChoices(db: Db): Promise<Map<string, string[]>> {
  const choices = await db
    .select({ listId: alertListForms.listId, forms: alertListForms.forms })
    .from(alertListForms);
  return new Map(choices.map((row) => [row.listId, row.forms]));
}

/**
 * One company's savers, read when the run reads the company: one per user, `since` their first saving, their forms
 * the union over their lists (saved outside a list, or in a list without a choice: every form alerts).
 */
export async function saversOfCompany(
  db: Db,
  companyId: string,
  formsOfList: Map<string, string[]>,
): Promise<Saver[]> {
  const savers = new Map<string, Saver>();
  for (const saving of await savingsOfCompany(db, companyId)) {
    const forms = (saving.listId && formsOfList.get(saving.listId)) || ALL_FORMS;
    const known = savers.get(saving.userId);
    if (!known)
      savers.set(saving.userId, { userId: saving.userId, since: saving.dateSaved, forms: new Set(forms) });
    else {
      if (saving.dateSaved < known.since) known.since = saving.dateSaved;
      for (const form of forms) known.forms.add(form);
    }
  }
  return [...savers.values()];
}
