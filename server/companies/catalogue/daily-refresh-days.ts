import type { DailyIndexEntry } from '#server/edgar/daily-index.ts';

/** The last day whose daily index the refresh has read (YYYY-MM-DD), in `catalogue_sync_state`. */
export const DAILY_CURSOR = 'daily-index-through';
/** Beyond this many weekdays behind, a day-by-day catch-up costs more than it saves: the backfill re-reads all. */
export const MAX_CATCH_UP_DAYS = 10;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const previousDay = (date: string) => addDays(date, -1);

const isWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() % 6 !== 0;

/**
 * The days whose index to read: each weekday after the cursor up to yesterday (EDGAR publishes no index on
 * weekends, and today's is not complete). `behind` when more days were missed than a catch-up covers: only the
 * latest are listed and the caller runs the backfill as well.
 */
export function refreshDays(cursor: string, today: string): { days: string[]; behind: boolean } {
  const yesterday = previousDay(today);
  const days: string[] = [];
  for (let day = addDays(cursor, 1); day <= yesterday; day = addDays(day, 1)) {
    if (isWeekday(day)) days.push(day);
  }
  return { days: days.slice(-MAX_CATCH_UP_DAYS), behind: days.length > MAX_CATCH_UP_DAYS };
}

/** The catalogue's registrants that filed anything in these index entries, each once, in CIK order. */
export function companiesToRefresh(entries: DailyIndexEntry[], catalogueCiks: ReadonlySet<number>): number[] {
  return [...new Set(entries.map((entry) => entry.cik).filter((cik) => catalogueCiks.has(cik)))].sort(
    (a, b) => a - b,
  );
}
