import { and, eq, sql } from 'drizzle-orm';
import { usageMonth } from '#server/analysis/index.ts';
import { type Db, queryRows } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import {
  FREE_MONTHLY_QUESTIONS,
  QUESTION_QUOTA_MESSAGE,
  type QuestionAllowance,
} from '../../../contract/ask.ts';
import type { Plan } from '../../../contract/plans.ts';
import { questionUsage } from '../schema.ts';

function allowanceOf(used: number, plan: Plan): QuestionAllowance {
  const limit = plan === 'pro' ? null : FREE_MONTHLY_QUESTIONS;
  return { used, limit, remaining: limit === null ? null : Math.max(0, limit - used) };
}

/**
 * Takes one question from the month's allowance in a single conditional upsert (as `reserveAnalysis`): it only
 * increments while `used < limit`, so concurrent asks from any number of processes cannot overdraw it. Pro is
 * counted, never refused. Runs in the transaction that stores the answer, so a failed write gives it back.
 */
export async function takeQuestion(
  db: Db,
  userId: string,
  plan: Plan,
  now: Date,
): Promise<QuestionAllowance> {
  const rows = await queryRows<{ used: number }>(
    db,
    sql`INSERT INTO question_usage (user_id, month, used)
        VALUES (${userId}, ${usageMonth(now)}, 1)
        ON CONFLICT (user_id, month) DO UPDATE
          SET used = question_usage.used + 1
          WHERE ${plan === 'pro' ? sql`true` : sql`question_usage.used < ${FREE_MONTHLY_QUESTIONS}`}
        RETURNING used`,
  );
  const used = rows[0]?.used;
  if (used === undefined) throw quotaExceeded(userId);
  return allowanceOf(Number(used), plan);
}

const quotaExceeded = (userId: string) =>
  new AppError('QUESTION_QUOTA_EXCEEDED', QUESTION_QUOTA_MESSAGE, {
    detail: `question allowance used up for ${userId}`,
  });

/** Refuses before an AI model is paid for when the month's free questions are gone; `takeQuestion` still decides. */
export async function ensureQuestionLeft(db: Db, userId: string, plan: Plan, now: Date): Promise<void> {
  if ((await questionAllowance(db, userId, plan, now)).remaining === 0) throw quotaExceeded(userId);
}

export async function questionAllowance(
  db: Db,
  userId: string,
  plan: Plan,
  now: Date,
): Promise<QuestionAllowance> {
  const [row] = await db
    .select({ used: questionUsage.used })
    .from(questionUsage)
    .where(and(eq(questionUsage.userId, userId), eq(questionUsage.month, usageMonth(now))));
  return allowanceOf(row?.used ?? 0, plan);
}
