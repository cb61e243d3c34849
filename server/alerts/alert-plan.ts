import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type DailyIndexEntry, edgarDay, fetchDailyIndex } from '#server/edgar/daily-index.ts';
import type { EdgarClient } from '#server/edgar/edgar-client.ts';
import {
  anyWatchedCompany,
  countWatchedCompanies,
  type WatchedCompany,
  watchedCompanies,
  watchedCompaniesOf,
} from './saved-companies.ts';
import { alertIndexProgress } from './schema.ts';

export const ALERT_FORMS = new Set(['10-K', '10-Q', '8-K']);
/**
 * More business days than this since the last run (the app was off for weeks): reading every watched company once
 * is cheaper and surer than a long walk through daily indexes.
 */
const MAX_CATCH_UP_DAYS = 10;
const PROGRESS_ID = 'daily-index';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface IndexProgress {
  indexedThrough: string;
  partialDate: string | null;
  partialSeen: string[];
  retryCiks: number[];
  updatedAt: Date;
}

export interface DayIndex {
  date: string;
  /** null: EDGAR has no index for the day (yet). */
  entries: DailyIndexEntry[] | null;
}

export interface AlertPlan {
  /** Stored as the progress's `updatedAt`: a company saved after it is read by the next run. */
  startedAt: Date;
  /** How many companies are watched (counted: only polling reads them all). */
  watchedCount: number;
  /** The companies whose submissions the run reads: all of them when polling, else those the index named. */
  toRead: WatchedCompany[];
  /** Why every company is read (today's behaviour), or null when the daily index chose. */
  pollReason: string | null;
  /** Said in the run's log: days whose index is not published yet. */
  notes: string[];
  /** Stored once the run has read `toRead` (the run adds the CIKs it could not read as `retryCiks`). */
  next: Omit<IndexProgress, 'retryCiks' | 'updatedAt'>;
}

/**
 * The alert run's planning step: EDGAR's daily index for every business day since the last run (one request a day,
 * today included), then the watched companies among the CIKs it names with an alert form, those to retry and those
 * saved since the last run (one indexed query: the other watched companies are not read). Falls back to reading
 * every watched company on the first run, after a long gap, or when a past business day has no index.
 */
export async function planAlertRun(
  deps: { db: Db; edgar: EdgarClient; clock: () => Date },
  signal?: AbortSignal,
): Promise<AlertPlan> {
  const startedAt = deps.clock();
  // Counted while the indexes are read (the run only reports the count); awaited, with its error, at the end.
  const counting = countWatchedCompanies(deps.db);
  counting.catch(() => {});
  const [anyWatched, progress] = await Promise.all([anyWatchedCompany(deps.db), loadProgress(deps.db)]);
  const today = edgarDay(startedAt);
  const days = progress ? businessDaysAfter(progress.indexedThrough, today) : [];
  const pollAll = (reason: string): string | null => (anyWatched ? reason : null);
  let pollReason = progress ? null : pollAll('first run: no day read from the daily index yet');
  if (!pollReason && days.length > MAX_CATCH_UP_DAYS)
    pollReason = pollAll(`${days.length} business days since the last run (over ${MAX_CATCH_UP_DAYS})`);
  // Polling still reads today's index, so that the next run knows which of today's filings were covered.
  const wanted = pollReason || !progress ? [today] : daysToRead(days, progress, today);
  const indexes: DayIndex[] = [];
  for (const date of wanted) {
    // A run being stopped reads nothing more; it stores no progress either.
    if (signal?.aborted) break;
    indexes.push({ date, entries: anyWatched ? await fetchDailyIndex(deps.edgar, date, signal) : [] });
  }
  const missing = indexes.filter((day) => day.entries === null);
  // A weekend day without an index is the rule, not a gap.
  const missingPast = missing
    .filter((day) => day.date < today && weekdayOnly(day.date).length)
    .map((day) => day.date);
  if (!pollReason && missingPast.length)
    pollReason = pollAll(`no daily index published for ${missingPast.join(', ')}: every company is read`);
  const notes = missing
    .filter((day) => day.date === today)
    .map(() => `today's index (${today}) is not published yet`);
  // Every company a selection could name (selectFromIndex below decides exactly as over all watched companies).
  const [watchedCount, watched] = await Promise.all([
    counting,
    !anyWatched
      ? []
      : pollReason || !progress
        ? watchedCompanies(deps.db, progress?.updatedAt ?? null)
        : watchedCompaniesOf(deps.db, [...namedCiks(indexes), ...progress.retryCiks], progress.updatedAt),
  ]);
  const selection = selectFromIndex({ watched, progress, indexes, today });
  return {
    startedAt,
    watchedCount,
    toRead: pollReason ? watched : watched.filter((company) => selection.ciks.has(cikOf(company))),
    pollReason,
    notes,
    next: {
      indexedThrough: [progress?.indexedThrough ?? '', isoDay(new Date(Date.parse(today) - DAY_MS))]
        .sort()
        .at(-1)!,
      partialDate: today,
      partialSeen: selection.partialSeen,
    },
  };
}

/**
 * Which watched companies filed an alert form on the indexed days (a path already seen on the day that was still
 * being filed is skipped), plus those whose read failed last time and those saved since the last run (so a new
 * saver's baseline is taken and a filing of today still alerts them). Pure.
 */
export function selectFromIndex(input: {
  watched: Pick<WatchedCompany, 'cik' | 'newlySaved'>[];
  progress: IndexProgress | null;
  indexes: DayIndex[];
  today: string;
}): { ciks: Set<number>; partialSeen: string[] } {
  const { progress, today } = input;
  const watchedCiks = new Set(input.watched.map(cikOf));
  const ciks = new Set((progress?.retryCiks ?? []).filter((cik) => watchedCiks.has(cik)));
  if (progress) for (const company of input.watched) if (company.newlySaved) ciks.add(cikOf(company));
  const seen = new Set(progress?.partialSeen ?? []);
  const partialSeen: string[] = [];
  for (const day of input.indexes) {
    for (const entry of day.entries ?? []) {
      if (!ALERT_FORMS.has(entry.form) || !watchedCiks.has(entry.cik)) continue;
      if (day.date === today) partialSeen.push(entry.path);
      if (day.date === progress?.partialDate && seen.has(entry.path)) continue;
      ciks.add(entry.cik);
    }
  }
  return { ciks, partialSeen };
}

/** The CIKs the indexes name with an alert form. */
function namedCiks(indexes: DayIndex[]): Set<number> {
  const ciks = new Set<number>();
  for (const day of indexes)
    for (const entry of day.entries ?? []) if (ALERT_FORMS.has(entry.form)) ciks.add(entry.cik);
  return ciks;
}

/** The business days (Monday to Friday) after `after` up to and including `through`, all YYYY-MM-DD. */
export function businessDaysAfter(after: string, through: string): string[] {
  const days: string[] = [];
  for (let ms = Date.parse(after) + DAY_MS; ms <= Date.parse(through); ms += DAY_MS) {
    days.push(...weekdayOnly(isoDay(new Date(ms))));
  }
  return days;
}

/**
 * The business days to read, plus the day the last run was still reading and today even when they fall on a
 * weekend (EDGAR answers 404 then): a filing is never skipped by the calendar alone.
 */
function daysToRead(days: string[], progress: IndexProgress, today: string): string[] {
  const extra = [progress.partialDate, today].filter(
    (day): day is string => !!day && day > progress.indexedThrough && day <= today && !days.includes(day),
  );
  return [...new Set([...days, ...extra])].sort();
}

export async function loadProgress(db: Db): Promise<IndexProgress | null> {
  const [row] = await db.select().from(alertIndexProgress).where(eq(alertIndexProgress.id, PROGRESS_ID));
  return row ?? null;
}

export async function saveProgress(db: Db, progress: Omit<IndexProgress, 'updatedAt'>, at: Date) {
  const values = { ...progress, updatedAt: at };
  await db
    .insert(alertIndexProgress)
    .values({ id: PROGRESS_ID, ...values })
    .onConflictDoUpdate({ target: alertIndexProgress.id, set: values });
}

export function cikOf(company: Pick<WatchedCompany, 'cik'>): number {
  return Number(company.cik);
}

function weekdayOnly(day: string): string[] {
  return new Date(`${day}T00:00:00Z`).getUTCDay() % 6 === 0 ? [] : [day];
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
