import { and, asc, desc, eq, inArray, ne, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { analyses, analysisUsage, userAnalyses } from './schema.ts';

/** What the analysis feature holds about one user: read for their data export, forgotten with their account. */

/** The user's analyses with what each was asked (filing and product description), last opened first. */
export function analysesOf(db: Db, userId: string) {
  return db
    .select({
      ticker: analyses.ticker,
      filingType: analyses.filingType,
      accession: analyses.accession,
      engine: analyses.engine,
      productDescription: userAnalyses.productDescription,
      firstOpenedAt: userAnalyses.createdAt,
      lastOpenedAt: userAnalyses.lastOpenedAt,
      result: analyses.result,
    })
    .from(userAnalyses)
    .innerJoin(analyses, eq(analyses.id, userAnalyses.analysisId))
    .where(eq(userAnalyses.userId, userId))
    .orderBy(desc(userAnalyses.lastOpenedAt));
}

/** Analyses charged per month, oldest month first. */
export function analysisUsageOf(db: Db, userId: string): Promise<{ month: string; used: number }[]> {
  return db
    .select({ month: analysisUsage.month, used: analysisUsage.used })
    .from(analysisUsage)
    .where(eq(analysisUsage.userId, userId))
    .orderBy(asc(analysisUsage.month));
}

/**
 * Deletes the cached analyses that only this user opened: a result is written for what they sell, so it goes with
 * them. One another user also opened stays theirs. Their history rows go with the user row (cascade).
 */
export async function forgetUnsharedAnalyses(db: Db, userId: string): Promise<void> {
  const other = alias(userAnalyses, 'other_user_analyses');
  await db.delete(analyses).where(
    and(
      inArray(
        analyses.id,
        db.select({ id: userAnalyses.analysisId }).from(userAnalyses).where(eq(userAnalyses.userId, userId)),
      ),
      notExists(
        db
          .select({ id: other.analysisId })
          .from(other)
          .where(and(eq(other.analysisId, analyses.id), ne(other.userId, userId))),
      ),
    ),
  );
}
