import { desc, eq } from 'drizzle-orm';
import { getLists } from '#server/companies/index.ts';
import type { Db } from '#server/db/client.ts';
import { calendarStatus } from './calendar-feed.ts';
import { ALL_FORMS } from './saved-companies.ts';
import { alertListForms, alerts } from './schema.ts';

/**
 * What the alerts feature holds about one user, for their data export: the forms each list alerts for (all three
 * until chosen, as the Alerts tab shows them), whether a calendar feed address works, and the alerts received.
 * The feed's secret itself is never read out.
 */
export async function alertDataOf(db: Db, userId: string, now: Date) {
  const [lists, choices, calendar, received] = await Promise.all([
    getLists(db, userId),
    db
      .select({ listId: alertListForms.listId, forms: alertListForms.forms })
      .from(alertListForms)
      .where(eq(alertListForms.userId, userId)),
    calendarStatus(db, userId, now),
    db
      .select({
        ticker: alerts.ticker,
        companyName: alerts.companyName,
        form: alerts.form,
        filingDate: alerts.filingDate,
        accessionNumber: alerts.accessionNumber,
        savedSearch: alerts.savedSearch,
        readAt: alerts.readAt,
        createdAt: alerts.createdAt,
      })
      .from(alerts)
      .where(eq(alerts.userId, userId))
      .orderBy(desc(alerts.createdAt)),
  ]);
  const formsOf = new Map(choices.map((row) => [row.listId, row.forms]));
  return {
    lists: lists.map((list) => ({ list: list.name, forms: formsOf.get(list.id) ?? ALL_FORMS })),
    calendarFeed: calendar.enabled,
    received: received.map(({ readAt, ...alert }) => ({ ...alert, read: readAt !== null })),
  };
}
