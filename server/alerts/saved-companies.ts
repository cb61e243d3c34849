import {
  anySavedCompanyWithCik,
  countSavedCompaniesWithCik,
  type SavedCompanyRef,
  type Saving,
  savingsOfCiksOrSavedSince,
  savingsWithCik,
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

export type WatchedCompany = SavedCompanyRef & { savers: Saver[] };

/** How many companies the alert run watches (saved by someone, with a CIK): a count, no rows read. */
export function countWatchedCompanies(db: Db): Promise<number> {
  return countSavedCompaniesWithCik(db);
}

/** Whether the alert run watches anything at all (nothing to ask EDGAR otherwise). */
export function anyWatchedCompany(db: Db): Promise<boolean> {
  return anySavedCompanyWithCik(db);
}

/**
 * The watched companies among `ciks` (those the daily index named, and those to retry), plus those with a saver
 * since `savedSince` (the last run), each with all its savers: what a run planned from the daily index reads.
 */
export async function watchedCompaniesOf(
  db: Db,
  ciks: number[],
  savedSince: Date,
): Promise<WatchedCompany[]> {
  const [savings, formsOfList] = await Promise.all([
    savingsOfCiksOrSavedSince(db, ciks, savedSince),
    listFormChoices(db),
  ]);
  return groupSavings(savings, formsOfList);
}

/** Every saved company with its savers and when each saved it: what the alert run watches. */
export async function watchedCompanies(db: Db): Promise<WatchedCompany[]> {
  const [savings, formsOfList] = await Promise.all([savingsWithCik(db), listFormChoices(db)]);
  return groupSavings(savings, formsOfList);
}

/**
 * Every choice (one row per list that has one) in one read: naming the lists instead bound 20,000 parameters and
 * took over a second at scale (bench:scale, ADR 0315), and an array of the named companies' 13,000 lists still took
 * 12 ms where the table took 0.4 (ADR 0323); a choice of a list with no company is simply not used.
 */
async function listFormChoices(db: Db): Promise<Map<string, string[]>> {
  const choices = await db
    .select({ listId: alertListForms.listId, forms: alertListForms.forms })
    .from(alertListForms);
  return new Map(choices.map((row) => [row.listId, row.forms]));
}

/** One entry per company, one saver per user: a saver's `since` is their first saving, their forms the union. */
function groupSavings(savings: Saving[], formsOfList: Map<string, string[]>): WatchedCompany[] {
  const byCompany = new Map<string, WatchedCompany>();
  for (const saving of savings) {
    const entry = byCompany.get(saving.companyId) ?? {
      companyId: saving.companyId,
      ticker: saving.ticker,
      name: saving.name,
      cik: saving.cik,
      savers: [],
    };
    // Saved outside a list, or in a list without a choice: every form alerts. Several lists: the union.
    const forms = (saving.listId && formsOfList.get(saving.listId)) || ALL_FORMS;
    const known = entry.savers.find((saver) => saver.userId === saving.userId);
    if (!known) entry.savers.push({ userId: saving.userId, since: saving.dateSaved, forms: new Set(forms) });
    else {
      if (saving.dateSaved < known.since) known.since = saving.dateSaved;
      for (const form of forms) known.forms.add(form);
    }
    byCompany.set(saving.companyId, entry);
  }
  return [...byCompany.values()];
}
