import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '#server/db/client.ts';
import { SCREEN_PAGE_SIZE, type ScreenQuery } from '../../../contract/prospects.ts';
import { onePerCompany, onePerCompanyOrder, type ProspectDto, prospectColumns } from './prospect-shape.ts';

export interface Screen {
  total: number;
  page: number;
  pageSize: number;
  companies: ProspectDto[];
}

function conditions(query: ScreenQuery): SQL {
  const where: SQL[] = [sql`true`];
  if (query.sector) where.push(sql`c.sector = ${query.sector}`);
  if (query.sic !== undefined) where.push(sql`c.sic = ${query.sic}`);
  if (query.exchange) where.push(sql`c.exchange = ${query.exchange}`);
  if (query.state) where.push(sql`c.state_of_incorporation = ${query.state}`);
  // A band leaves out companies whose revenue is not known: they are neither in nor out of it.
  if (query.minRevenue !== undefined) where.push(sql`c.revenue >= ${query.minRevenue}`);
  if (query.maxRevenue !== undefined) where.push(sql`c.revenue <= ${query.maxRevenue}`);
  return sql.join(where, sql` and `);
}

/**
 * Revenue, largest first; companies without a revenue figure follow in SEC's size order (its ticker file lists the
 * largest first), so the order means "biggest first" even before revenue is known for every company.
 */
const ORDER: Record<ScreenQuery['sort'], SQL> = {
  revenue: sql`m.revenue desc nulls last, m.size_rank asc nulls last, m.name asc, m.ticker asc`,
  name: sql`m.name asc, m.ticker asc`,
};

/** One page of the companies matching every filter given, and how many match in all. */
export async function screenCompanies(db: Db, query: ScreenQuery): Promise<Screen> {
  const offset = (query.page - 1) * SCREEN_PAGE_SIZE;
  const rows = await queryRows<ProspectDto & { size_rank: number | null; total: number }>(
    db,
    sql`with matched as (
          select ${onePerCompany} ${prospectColumns}, c.size_rank
          from companies c
          where ${conditions(query)}
          order by ${onePerCompanyOrder}
        )
        select m.*, count(*) over ()::int as total
        from matched m
        order by ${ORDER[query.sort]}
        limit ${SCREEN_PAGE_SIZE} offset ${offset}`,
  );
  const total = rows[0]?.total ?? (offset > 0 ? await countMatches(db, query) : 0);
  return {
    total,
    page: query.page,
    pageSize: SCREEN_PAGE_SIZE,
    companies: rows.map(({ size_rank: _rank, total: _total, ...company }) => company),
  };
}

/** A page past the end holds no row to carry the count. */
async function countMatches(db: Db, query: ScreenQuery): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(distinct coalesce(c.cik, c.id::text))::int as total from companies c where ${conditions(query)}`,
  );
  return row?.total ?? 0;
}
