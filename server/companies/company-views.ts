import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { type CompanyDto, companyColumns } from './company-shape.ts';
import { companies, userViewHistory } from './schema.ts';

const DEFAULT_RECENT_LIMIT = 6;

export interface RecentViewDto {
  company_id: string;
  viewed_at: Date;
  company: CompanyDto;
}

export async function getCompanyByTicker(db: Db, ticker: string): Promise<CompanyDto> {
  const [company] = await db
    .select(companyColumns)
    .from(companies)
    .where(eq(companies.ticker, ticker.toUpperCase()))
    .limit(1);
  if (!company) throw AppError.notFound('Company not found', 'COMPANY_NOT_FOUND');
  return company;
}

/** One row per user and company: a single upsert moves `viewed_at` forward (no read-then-write race). */
export async function recordView(db: Db, userId: string, ticker: string, now: Date): Promise<RecentViewDto> {
  const company = await getCompanyByTicker(db, ticker);
  const [row] = await db
    .insert(userViewHistory)
    .values({ userId, companyId: company.id, viewedAt: now })
    .onConflictDoUpdate({
      target: [userViewHistory.userId, userViewHistory.companyId],
      set: { viewedAt: sql`excluded.viewed_at` },
    })
    .returning({ viewedAt: userViewHistory.viewedAt });
  return { company_id: company.id, viewed_at: row!.viewedAt, company };
}

export async function getRecentViews(
  db: Db,
  userId: string,
  limit = DEFAULT_RECENT_LIMIT,
): Promise<RecentViewDto[]> {
  const rows = await db
    .select({ viewedAt: userViewHistory.viewedAt, company: companyColumns })
    .from(userViewHistory)
    .innerJoin(companies, eq(companies.id, userViewHistory.companyId))
    .where(eq(userViewHistory.userId, userId))
    .orderBy(desc(userViewHistory.viewedAt), desc(userViewHistory.id))
    .limit(limit);
  return rows.map((row) => ({ company_id: row.company.id, viewed_at: row.viewedAt, company: row.company }));
}
