import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { assertOwnList, getLists } from '#server/companies/index.ts';
import type { Db } from '#server/db/client.ts';
import { ALERTS_SHOWN } from '../../contract/alerts.ts';
import type { AlertForm } from '../../contract/fields.ts';
import { ALL_FORMS } from './saved-companies.ts';
import { alertListForms, alerts } from './schema.ts';

// What the Alerts screen reads and changes: the user's alerts, read marks, and the forms each list alerts for.

function unreadCount(db: Db, userId: string): Promise<number> {
  return db
    .select({ n: count() })
    .from(alerts)
    .where(and(eq(alerts.userId, userId), isNull(alerts.readAt)))
    .then(([row]) => row?.n ?? 0);
}

/** The newest alerts first (by filing date), as many as the screen shows, and how many are unread. */
export async function listAlerts(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(alerts)
    .where(eq(alerts.userId, userId))
    .orderBy(desc(alerts.filingDate), desc(alerts.createdAt))
    .limit(ALERTS_SHOWN);
  return {
    unread: await unreadCount(db, userId),
    alerts: rows.map((row) => ({
      id: row.id,
      ticker: row.ticker,
      company_name: row.companyName,
      form: row.form as AlertForm,
      filing_date: row.filingDate,
      accession_number: row.accessionNumber,
      items: row.items,
      new_risk_factors: row.newRiskFactors,
      saved_search: row.savedSearch
        ? {
            name: row.savedSearch,
            search: row.savedSearchQuery
              ? { ...row.savedSearchQuery, forms: row.savedSearchQuery.forms as AlertForm[] }
              : null,
          }
        : null,
      read: row.readAt !== null,
      created_at: row.createdAt,
    })),
  };
}

/** Marks the given alerts read, or all of them ('mark all read') when no ids are given; answers the unread count. */
export async function markRead(db: Db, userId: string, ids: string[] | undefined, at: Date): Promise<number> {
  const mine = and(eq(alerts.userId, userId), isNull(alerts.readAt));
  // An empty list names no alert ('' is no uuid: PostgreSQL would refuse it).
  if (ids?.length !== 0)
    await db
      .update(alerts)
      .set({ readAt: at })
      .where(ids ? and(mine, inArray(alerts.id, ids)) : mine);
  return unreadCount(db, userId);
}

/** The user's lists, oldest first (the order they made them in), with the forms that alert them (all until chosen). */
export async function listAlertForms(db: Db, userId: string) {
  const lists = (await getLists(db, userId)).reverse();
  const choices = await db
    .select({ listId: alertListForms.listId, forms: alertListForms.forms })
    .from(alertListForms)
    .where(eq(alertListForms.userId, userId));
  const formsOf = new Map(choices.map((row) => [row.listId, row.forms as AlertForm[]]));
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    forms: formsOf.get(list.id) ?? (ALL_FORMS as AlertForm[]),
  }));
}

/** Sets the forms a list alerts for, in the app's order; only the list's owner may. */
export async function setAlertForms(db: Db, userId: string, listId: string, chosen: string[], at: Date) {
  await assertOwnList(db, userId, listId);
  const forms = ALL_FORMS.filter((form) => chosen.includes(form)) as AlertForm[];
  await db
    .insert(alertListForms)
    .values({ listId, userId, forms })
    .onConflictDoUpdate({ target: alertListForms.listId, set: { forms, updatedAt: at } });
  return { id: listId, forms };
}
