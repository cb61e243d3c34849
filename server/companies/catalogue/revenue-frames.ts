import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { queryRows } from '#server/db/client.ts';
import type { EdgarClient } from '#server/edgar/edgar-client.ts';
import type { Frame } from '#server/edgar/xbrl-frames.ts';
import { CONCEPTS } from '#server/financials/index.ts';
import type { JobContext } from '#server/jobs/types.ts';

export const REVENUE_KIND = 'revenue-frames';
const BATCH_SIZE = 500;

/** The Financials tab's revenue tags, most specific first: a filer's figure comes from the first one it reports. */
const REVENUE_TAGS = CONCEPTS.find((concept) => concept.key === 'revenue')?.tags ?? [];

/**
 * The latest calendar-year frame that is complete, then the one before (for filers that have not filed since).
 * EDGAR puts a fiscal year in the calendar year it overlaps most, so CY2024 holds fiscal years ending from about July
 * 2024 to June 2025, whose 10-Ks are filed by the end of September 2025: from October a year's frame is complete.
 */
export function revenuePeriods(now: Date): string[] {
  const latest = now.getUTCFullYear() - (now.getUTCMonth() >= 9 ? 1 : 2);
  return [`CY${latest}`, `CY${latest - 1}`];
}

export interface RevenueFigure {
  cik: string;
  revenue: number;
  period: string;
}

/**
 * Each filer's revenue: its newest period, and in it the first tag in the Financials tab's order (`Revenues`, the
 * total, before contract revenue alone). A zero or negative figure (a shell, a fund's investment loss) is no size.
 */
export function pickRevenue(frames: Frame[], periods: string[]): RevenueFigure[] {
  const byCik = new Map<number, RevenueFigure>();
  for (const period of periods) {
    for (const tag of REVENUE_TAGS) {
      const frame = frames.find((candidate) => candidate.period === period && candidate.tag === tag);
      for (const point of frame?.points ?? []) {
        if (byCik.has(point.cik) || point.val <= 0) continue;
        const cik = String(point.cik).padStart(10, '0');
        byCik.set(point.cik, { cik, revenue: Math.round(point.val), period });
      }
    }
  }
  return [...byCik.values()];
}

/**
 * Writes each figure to every listing of its CIK (share classes alike). Rows that already hold the figure are not
 * written, so a rerun changes nothing (and wakes no search cache). Returns the registrants (CIKs) changed.
 */
async function writeRevenue(database: Database, figures: RevenueFigure[]): Promise<number> {
  const changed = new Set<string>();
  for (let start = 0; start < figures.length; start += BATCH_SIZE) {
    const rows = figures
      .slice(start, start + BATCH_SIZE)
      .map((figure) => sql`(${figure.cik}::varchar, ${figure.revenue}::bigint, ${figure.period}::varchar)`);
    const updated = await queryRows<{ cik: string }>(
      database.db,
      sql`update companies c set revenue = v.revenue, revenue_period = v.period
        from (values ${sql.join(rows, sql`, `)}) as v(cik, revenue, period)
        where c.cik = v.cik
          and (c.revenue is distinct from v.revenue or c.revenue_period is distinct from v.period)
        returning c.cik`,
    );
    for (const row of updated) changed.add(row.cik);
  }
  return changed.size;
}

export interface RevenueJobDeps {
  database: Database;
  edgar: EdgarClient;
  clock: () => Date;
}

/** The job: one frame request per revenue tag and period (10 in all, at the shared EDGAR pace), then the writes. */
export async function loadRevenueFrames(deps: RevenueJobDeps, ctx: JobContext<unknown>): Promise<void> {
  const periods = revenuePeriods(deps.clock());
  const frames: Frame[] = [];
  for (const period of periods) {
    for (const tag of REVENUE_TAGS) {
      if (ctx.signal.aborted) return;
      const frame = await deps.edgar.xbrlFrame({ taxonomy: 'us-gaap', tag, unit: 'USD', period });
      if (!frame) {
        await ctx.log('info', `${tag} ${period}: no frame on EDGAR.`);
        continue;
      }
      frames.push(frame);
      const dropped = frame.rejected ? ` (${frame.rejected} malformed facts skipped)` : '';
      await ctx.log('info', `${tag} ${period}: ${frame.points.length} filers${dropped}.`);
    }
  }
  const figures = pickRevenue(frames, periods);
  await ctx.progress({ total: figures.length, updated: 0, skipped: 0 });
  const changed = await writeRevenue(deps.database, figures);
  if (changed > 0) await deps.database.analyze();
  await ctx.progress({ updated: changed, skipped: figures.length - changed });
  await ctx.log(
    'success',
    `Revenue of ${figures.length} registrants (${periods.join(', ')}): ${changed} in the catalogue changed.`,
  );
}
