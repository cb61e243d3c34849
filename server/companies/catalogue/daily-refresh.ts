import { inArray } from 'drizzle-orm';
import { type DailyIndexEntry, edgarDay } from '#server/edgar/daily-index.ts';
import type { EdgarClient } from '#server/edgar/edgar-client.ts';
import type { JobContext, JobRunner } from '#server/jobs/types.ts';
import { companies } from '../schema.ts';
import { companiesToRefresh, DAILY_CURSOR, previousDay, refreshDays } from './daily-refresh-days.ts';
import { BACKFILL_KIND } from './edgar-backfill.ts';
import { cik10, type EdgarSyncDeps, readSyncState, syncCompany, writeSyncState } from './edgar-sync.ts';
import { asJobError } from './job-pacing.ts';

export const DAILY_REFRESH_KIND = 'edgar-daily-refresh';

export interface DailyRefreshDeps extends EdgarSyncDeps {
  jobs: JobRunner;
  fetchDailyIndex(edgar: EdgarClient, date: string, signal?: AbortSignal): Promise<DailyIndexEntry[] | null>;
}

async function catalogueCiks(deps: DailyRefreshDeps, entries: DailyIndexEntry[]): Promise<Set<number>> {
  const wanted = [...new Set(entries.map((entry) => cik10(entry.cik)))];
  const found = new Set<number>();
  for (let start = 0; start < wanted.length; start += 1000) {
    const rows = await deps.database.db
      .selectDistinct({ cik: companies.cik })
      .from(companies)
      .where(inArray(companies.cik, wanted.slice(start, start + 1000)));
    for (const row of rows) found.add(Number(row.cik));
  }
  return found;
}

/**
 * Each missed weekday's index (one request a day), then the submissions of the catalogue's registrants that filed
 * that day. The cursor moves after each whole day, so a retried run re-reads at most one index. A day without an
 * index is a holiday, except yesterday's, which may not be published yet: that one is asked again tomorrow.
 */
export async function runDailyRefresh(deps: DailyRefreshDeps, ctx: JobContext<unknown>): Promise<void> {
  // EDGAR's business day: a run late in the evening in New York must not take tomorrow's (UTC) date.
  const today = edgarDay(deps.clock());
  const cursor = await readSyncState(deps.database, DAILY_CURSOR);
  if (!cursor) {
    // Never backfilled: the walk over every company comes first, and sets the cursor when it ends.
    await ctx.log('info', 'No EDGAR backfill has finished yet: starting it instead of a daily refresh.');
    await deps.jobs.enqueue(BACKFILL_KIND, {}, { idempotencyKey: `${BACKFILL_KIND}:first` });
    return;
  }
  const { days, behind } = refreshDays(cursor, today);
  if (behind) {
    await ctx.log(
      'warn',
      'The daily refresh is more than two weeks behind: the EDGAR backfill re-reads every company.',
    );
    await deps.jobs.enqueue(BACKFILL_KIND, {}, { idempotencyKey: `${BACKFILL_KIND}:catch-up:${today}` });
  }
  const counts = { total: 0, updated: 0, skipped: 0, errors: 0 };
  for (const day of days) {
    if (ctx.signal.aborted) return;
    let entries: DailyIndexEntry[] | null;
    try {
      entries = await deps.fetchDailyIndex(deps.edgar, day, ctx.signal);
    } catch (error) {
      throw asJobError(error, `Daily index of ${day}`);
    }
    if (!entries) {
      if (day === previousDay(today)) {
        await ctx.log('info', `${day}: no index published yet; read again tomorrow.`);
        break;
      }
      await ctx.log('info', `${day}: no index (a holiday).`);
    } else {
      const ciks = companiesToRefresh(entries, await catalogueCiks(deps, entries));
      counts.total += ciks.length;
      counts.skipped += new Set(entries.map((entry) => entry.cik)).size - ciks.length;
      await ctx.progress(counts);
      await ctx.log(
        'info',
        `${day}: ${entries.length} filings; ${ciks.length} catalogue companies to refresh.`,
      );
      for (const cik of ciks) {
        if (ctx.signal.aborted) return;
        const result = await syncCompany(deps, cik);
        if (result.ok) counts.updated += 1;
        else {
          counts.errors += 1;
          await ctx.log('error', `Skipped: ${result.reason}`);
        }
        await ctx.progress(counts);
      }
    }
    await writeSyncState(deps.database, DAILY_CURSOR, day, deps.clock());
  }
  await ctx.log(
    'success',
    `Daily refresh: ${counts.updated} companies refreshed from ${days.length} day(s) of filings.`,
  );
}
