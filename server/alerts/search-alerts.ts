import type { Db } from '#server/db/client.ts';
import { alerts, type SavedSearchQuery } from './schema.ts';

export interface SearchAlert {
  userId: string;
  companyId: string;
  ticker: string;
  companyName: string;
  accessionNumber: string;
  form: string;
  filingDate: string;
  /** The saved search's name, which the alert and its e-mail quote. */
  savedSearch: string;
  /** What that search looks for, so the Alerts screen can run it again. */
  savedSearchQuery: SavedSearchQuery;
}

/**
 * Stores alerts for filings that matched a user's saved filing search (the full-text feature finds them, in the
 * filings it indexes and in EDGAR's full-text search). They are
 * ordinary alert rows, so the alert run mails them under the user's 'SEC Filing Alerts' setting and the inbox,
 * digest, export and deletion treat them as any other; a filing that already alerted the user (a saved company,
 * another search) stays one alert, by the (user, accession) key.
 */
export async function storeSearchAlerts(db: Db, rows: SearchAlert[]): Promise<number> {
  if (!rows.length) return 0;
  const inserted = await db
    .insert(alerts)
    .values(rows)
    .onConflictDoNothing({ target: [alerts.userId, alerts.accessionNumber] })
    .returning({ id: alerts.id });
  return inserted.length;
}
