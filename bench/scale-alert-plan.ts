import { sql } from 'drizzle-orm';
import { planAlertRun, saveProgress } from '../server/alerts/alert-plan.ts';
import { type Database, queryRows } from '../server/db/client.ts';
import { edgarDay } from '../server/edgar/daily-index.ts';
import type { EdgarClient } from '../server/edgar/edgar-client.ts';

/** Of a day's ~4,000 filings, this many are an alert form of a watched company (a busy day: EDGAR's 8-K peak). */
const WATCHED_FILERS = 300;
const OTHER_FILINGS = 3_700;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A master index as EDGAR writes it, the same for every day asked: watched companies' 8-Ks among other filings. */
async function dayIndexText(database: Database): Promise<string> {
  const watched = await queryRows<{ cik: string }>(
    database.db,
    sql`select c.cik from companies c where c.cik is not null
        and exists (select 1 from user_saved_companies s where s.company_id = c.id)
        order by md5(c.id::text) limit ${sql.raw(String(WATCHED_FILERS))}`,
  );
  const rows = [
    ...watched.map(
      (row, i) => `${Number(row.cik)}|Watched ${i}|8-K|20260101|edgar/data/${Number(row.cik)}/w${i}.txt`,
    ),
    ...Array.from(
      { length: OTHER_FILINGS },
      (_, i) =>
        `${90_000_000 + i}|Other ${i}|${i % 3 ? '4' : '10-Q'}|20260101|edgar/data/${90_000_000 + i}/o${i}.txt`,
    ),
  ];
  return [
    'Description: Daily Index',
    '',
    'CIK|Company Name|Form Type|Date Filed|File Name',
    '-'.repeat(80),
    ...rows,
  ].join('\n');
}

/**
 * The alert run's planning step as the scheduler runs it, every 30 minutes (or after a day's gap), the daily index
 * choosing: EDGAR answered by a stub (the figure is the database's), progress stored as the last run left it.
 */
export async function alertPlanningWork(database: Database, sinceLastRunMs: number) {
  const text = await dayIndexText(database);
  const edgar = { dailyIndexText: async () => text } as unknown as EdgarClient;
  return async () => {
    const now = new Date();
    const lastRun = new Date(now.getTime() - sinceLastRunMs);
    // The last run had read every day before its own; it was still reading its own day.
    const lastDay = edgarDay(lastRun);
    const indexedThrough = new Date(Date.parse(lastDay) - DAY_MS).toISOString().slice(0, 10);
    // Stored again each time (one upsert, timed with the rest): the plan never stores it.
    await saveProgress(
      database.db,
      { indexedThrough, partialDate: lastDay, partialSeen: [], retryCiks: [] },
      lastRun,
    );
    const plan = await planAlertRun({ db: database.db, edgar, clock: () => now });
    if (plan.pollReason) throw new Error(`the bench's plan polled: ${plan.pollReason}`);
    return plan;
  };
}
