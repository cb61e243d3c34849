import { type SavedCompanyRef, savingsWithCik } from '#server/companies/index.ts';
import type { Db } from '#server/db/client.ts';
import { alertListForms } from './schema.ts';

export const ALL_FORMS = ['10-K', '10-Q', '8-K'];

export interface Saver {
  userId: string;
  since: Date;
  /** The forms that alert this user for this company. */
  forms: Set<string>;
}

/** Every saved company with its savers and when each saved it: what the alert run watches. */
export async function watchedCompanies(db: Db) {
  const savings = await savingsWithCik(db);
  // Every choice (one row per list that has one) in one read: naming the lists instead bound 20,000 parameters and
  // took over a second at scale (bench:scale, ADR 0315); a choice of a list with no company is simply not used.
  const choices = await db
    .select({ listId: alertListForms.listId, forms: alertListForms.forms })
    .from(alertListForms);
  const formsOfList = new Map(choices.map((row) => [row.listId, row.forms]));
  const byCompany = new Map<string, SavedCompanyRef & { savers: Saver[] }>();
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
