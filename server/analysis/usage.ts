import { and, eq, sql } from 'drizzle-orm';
import type { Plan } from '#server/billing/get-plan.ts';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Usage } from '../../contract/analysis.ts';
import type { QuestionAllowance } from '../../contract/ask.ts';
import { FREE_MONTHLY_ANALYSES, QUOTA_EXCEEDED_MESSAGE } from '../../contract/plans.ts';
import { analysisUsage } from './schema.ts';

export { FREE_MONTHLY_ANALYSES };

const quotaExceededMessage = QUOTA_EXCEEDED_MESSAGE;

/** The usage row's key: the UTC calendar month (Ask a filing's questions are counted by the same month). */
export function usageMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** First day of the next UTC month, formatted like 'Feb 1, 2025', as every date the app shows. */
function resetDateFormatted(now: Date): string {
  const reset = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return reset.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Takes one analysis from the month's allowance in a single statement, before the work starts: the conditional
 * upsert only increments while `used < limit`, so concurrent requests from any number of processes cannot overdraw
 * it, and no lock is held while the analysis runs. Pro users are counted but never refused.
 */
export async function reserveAnalysis(db: Db, userId: string, plan: Plan, now: Date): Promise<void> {
  const month = usageMonth(now);
  const limit = plan === 'pro' ? null : FREE_MONTHLY_ANALYSES;
  const rows = await queryRows<{ used: number }>(
    db,
    sql`INSERT INTO analysis_usage (user_id, month, used, updated_at)
        VALUES (${userId}, ${month}, 1, now())
        ON CONFLICT (user_id, month) DO UPDATE
          SET used = analysis_usage.used + 1, updated_at = now()
          WHERE ${limit === null ? sql`true` : sql`analysis_usage.used < ${limit}`}
        RETURNING used`,
  );
  if (rows.length === 0) {
    throw new AppError('QUOTA_EXCEEDED', quotaExceededMessage, {
      detail: `analysis quota exceeded for ${userId}`,
    });
  }
}

/** Gives back a reserved analysis that failed. */
export async function refundAnalysis(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(analysisUsage)
    .set({ used: sql`greatest(${analysisUsage.used} - 1, 0)`, updatedAt: sql`now()` })
    .where(and(eq(analysisUsage.userId, userId), eq(analysisUsage.month, usageMonth(now))));
}

/**
 * The month's questions of Ask a filing, read by the research feature that owns them; passed in by the composition
 * root because research already imports analysis (its passage ranking), and a feature cycle is refused.
 */
export type QuestionAllowanceOf = (userId: string, plan: Plan, now: Date) => Promise<QuestionAllowance>;

export async function getUsage(
  deps: { db: Db; questionAllowance: QuestionAllowanceOf },
  userId: string,
  plan: Plan,
  now: Date,
): Promise<Usage> {
  const [row] = await deps.db
    .select({ used: analysisUsage.used })
    .from(analysisUsage)
    .where(and(eq(analysisUsage.userId, userId), eq(analysisUsage.month, usageMonth(now))));
  const count = row?.used ?? 0;
  const isPro = plan === 'pro';
  const limit = isPro ? null : FREE_MONTHLY_ANALYSES;
  return {
    count,
    limit,
    remaining: limit === null ? null : Math.max(0, limit - count),
    isPro,
    limitReached: limit !== null && count >= limit,
    resetDateFormatted: resetDateFormatted(now),
    questions: await deps.questionAllowance(userId, plan, now),
  };
}
