import { and, countDistinct, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { edgarDay } from '#server/edgar/daily-index.ts';
import type { JobContext, JobRunner } from '#server/jobs/types.ts';
import { companies } from '../schema.ts';
import { DAILY_CURSOR, previousDay } from './daily-refresh-days.ts';
import { type EdgarSyncDeps, readSyncState, syncCompany, writeSyncState } from './edgar-sync.ts';

export const BACKFILL_KIND = 'edgar-backfill';
const BATCH = 200;
/**
 * Requests in flight: one at a time leaves the shared limiter idle for each answer's round trip and its row's write
 * (6.8 a second against 8); three keep it busy, and the limiter alone sets the pace.
 */
const READERS = 3;

export interface BackfillDeps extends EdgarSyncDeps {
  jobs: JobRunner;
}

/**
 * Walks every registrant of the catalogue (one submissions request per CIK, at the shared EDGAR pace). The durable
 * cursor is `companies.edgar_synced_at`: a CIK read since this job was created is done, so a run resumed after a
 * restart (the runner re-claims it when its lease lapses) goes on from where it stopped, and done/total stay right.
 */
export async function runBackfill(deps: BackfillDeps, ctx: JobContext<unknown>): Promise<void> {
  const { db } = deps.database;
  const job = await deps.jobs.get(ctx.id);
  const since = new Date(job?.createdAt ?? deps.clock());
  const stale = and(
    isNotNull(companies.cik),
    or(isNull(companies.edgarSyncedAt), lt(companies.edgarSyncedAt, since)),
  );
  const [all] = await db
    .select({ n: countDistinct(companies.cik) })
    .from(companies)
    .where(isNotNull(companies.cik));
  const [left] = await db
    .select({ n: countDistinct(companies.cik) })
    .from(companies)
    .where(stale);
  const total = all?.n ?? 0;
  const counts = { total, updated: total - (left?.n ?? 0) - (job?.errors ?? 0), errors: job?.errors ?? 0 };
  await ctx.progress(counts);
  await ctx.log('info', `EDGAR backfill: ${left?.n ?? 0} of ${total} registrants to read.`);
  while (!ctx.signal.aborted) {
    const batch = await db
      .selectDistinct({ cik: companies.cik })
      .from(companies)
      .where(stale)
      .orderBy(companies.cik)
      .limit(BATCH);
    if (batch.length === 0) break;
    let next = 0;
    const reader = async () => {
      while (!ctx.signal.aborted && next < batch.length) {
        const { cik } = batch[next++]!;
        const result = await syncCompany(deps, Number(cik));
        if (result.ok) counts.updated += 1;
        else {
          counts.errors += 1;
          await ctx.log('error', `Skipped: ${result.reason}`);
        }
        await ctx.progress(counts);
      }
    };
    await Promise.all(Array.from({ length: READERS }, reader));
  }
  if (ctx.signal.aborted) return;
  // Everything filed until yesterday is in: the daily refresh starts from today's index.
  const now = deps.clock();
  if (!(await readSyncState(deps.database, DAILY_CURSOR))) {
    await writeSyncState(deps.database, DAILY_CURSOR, previousDay(edgarDay(now)), now);
  }
  await ctx.log(
    counts.errors ? 'warn' : 'success',
    `EDGAR backfill finished: ${counts.updated} registrants updated, ${counts.errors} skipped.`,
  );
}
