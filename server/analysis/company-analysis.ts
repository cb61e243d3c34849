import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { analyses, userAnalyses } from './schema.ts';

/**
 * The user's analysis of a company that the account brief rests on: their 10-K analysis before a 10-Q one (the
 * annual report states the initiatives and risks in full), the one they opened last among those.
 */
export async function latestAnalysisOfCompany(db: Db, userId: string, ticker: string) {
  const [row] = await db
    .select({
      id: analyses.id,
      accession: analyses.accession,
      filingType: analyses.filingType,
      result: analyses.result,
      productDescription: userAnalyses.productDescription,
      lastOpenedAt: userAnalyses.lastOpenedAt,
    })
    .from(userAnalyses)
    .innerJoin(analyses, eq(analyses.id, userAnalyses.analysisId))
    .where(and(eq(userAnalyses.userId, userId), eq(analyses.ticker, ticker)))
    .orderBy(
      sql`case when ${analyses.filingType} = '10-K' then 0 else 1 end`,
      desc(userAnalyses.lastOpenedAt),
    )
    .limit(1);
  return row ?? null;
}
export type CompanyAnalysis = NonNullable<Awaited<ReturnType<typeof latestAnalysisOfCompany>>>;
