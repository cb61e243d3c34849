import type { EdgarClient } from './edgar-client.ts';
import { edgarErrors } from './edgar-errors.ts';

/** One filing of EDGAR's daily master index. */
export interface DailyIndexEntry {
  cik: number;
  companyName: string;
  form: string;
  /** YYYY-MM-DD */
  dateFiled: string;
  /** edgar/data/{cik}/{accession}.txt, as the index gives it */
  path: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const COLUMNS = /^CIK\|Company Name\|Form Type\|Date Filed\|File ?name$/i;

const NEW_YORK_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * EDGAR's date for an instant (YYYY-MM-DD): filing dates and daily indexes follow the SEC's business day in
 * Washington, so 00:30 UTC is still the day before there, and that day's index is still being filled.
 */
export function edgarDay(at: Date): string {
  return NEW_YORK_DAY.format(at);
}

/** `/Archives/edgar/daily-index/YYYY/QTRn/master.YYYYMMDD.idx` for a YYYY-MM-DD date; null for anything else. */
export function dailyIndexPath(date: string): string | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const quarter = Math.ceil(Number(month) / 3);
  if (quarter < 1 || quarter > 4) return null;
  return `/Archives/edgar/daily-index/${year}/QTR${quarter}/master.${year}${month}${day}.idx`;
}

/**
 * A master index file: free-text header lines, the `CIK|Company Name|Form Type|Date Filed|File Name` column line, a
 * dashed line, then one pipe-separated row per filing (dates YYYYMMDD in daily files, YYYY-MM-DD in quarterly ones).
 * A file without the column line is not an index (an HTML error page): that is an error, not an empty day.
 */
export function parseDailyIndex(text: string): DailyIndexEntry[] {
  const lines = text.split(/\r?\n/);
  const header = lines.findIndex((line) => COLUMNS.test(line.trim()));
  if (header < 0) throw new Error('not an EDGAR master index: no column line');
  const entries: DailyIndexEntry[] = [];
  for (const line of lines.slice(header + 1)) {
    if (!line.trim() || /^-+$/.test(line.trim())) continue;
    // A company name may hold a '|' in theory: the name is whatever lies between CIK and the last three fields.
    const fields = line.split('|');
    if (fields.length < 5) continue;
    const cik = Number(fields[0]);
    const path = fields.at(-1)!.trim();
    const dateFiled = isoDate(fields.at(-2)!.trim());
    const form = fields.at(-3)!.trim();
    if (!Number.isSafeInteger(cik) || cik <= 0 || !dateFiled || !form || !path.startsWith('edgar/data/'))
      continue;
    entries.push({ cik, companyName: fields.slice(1, -3).join('|').trim(), form, dateFiled, path });
  }
  return entries;
}

function isoDate(value: string): string | null {
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  return ISO_DATE.test(value) ? value : null;
}

/**
 * The day's filings from EDGAR's daily master index, through the client's guarded fetch, limiter and URL guard.
 * null when EDGAR publishes no index for that day (a weekend, a holiday, or not yet published: 403/404).
 */
export async function fetchDailyIndex(
  edgar: EdgarClient,
  date: string,
  signal?: AbortSignal,
): Promise<DailyIndexEntry[] | null> {
  const pathname = dailyIndexPath(date);
  if (!pathname) throw edgarErrors.refusedUrl(`bad index date ${date}`);
  signal?.throwIfAborted();
  const text = await edgar.dailyIndexText(pathname);
  signal?.throwIfAborted();
  if (text === null) return null;
  try {
    return parseDailyIndex(text);
  } catch (error) {
    throw edgarErrors.badResponse(`daily index ${date}: ${(error as Error).message}`);
  }
}
