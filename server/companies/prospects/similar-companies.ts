import { eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { MAX_SIMILAR } from '../../../contract/prospects.ts';
import { UNKNOWN } from '../catalogue/sectors.ts';
import { companies } from '../schema.ts';
import { onePerCompany, onePerCompanyOrder, type ProspectDto, prospectColumns } from './prospect-shape.ts';

export interface Similar {
  /** What "similar" meant: the SIC industry (then its major group), the sector when no SIC is known, or nothing. */
  basis: 'sic' | 'sector' | 'none';
  companies: ProspectDto[];
}

/**
 * A company's peers: the same SIC industry first, then the same major group (the code's first two digits), each
 * closest in revenue (by ratio, so $2 bn is as near $1 bn as $500 m is) and, where revenue is not known, closest in
 * SEC's size order. A company without a SIC code is compared within its sector. The company itself, and its other
 * listings under the same CIK, are left out.
 */
export async function similarCompanies(db: Db, ticker: string): Promise<Similar> {
  const [target] = await db
    .select({
      id: companies.id,
      cik: companies.cik,
      sic: companies.sic,
      sector: companies.sector,
      revenue: companies.revenue,
      sizeRank: companies.sizeRank,
    })
    .from(companies)
    .where(eq(companies.ticker, ticker.toUpperCase()))
    .limit(1);
  if (!target) throw AppError.notFound('Company not found', 'COMPANY_NOT_FOUND');

  let basis: Similar['basis'];
  let peers: SQL;
  let tier: SQL;
  if (target.sic !== null) {
    basis = 'sic';
    peers = sql`c.sic / 100 = ${Math.floor(target.sic / 100)}`;
    tier = sql`(c.sic <> ${target.sic})`;
  } else if (target.sector !== UNKNOWN && target.sector !== 'Other') {
    basis = 'sector';
    peers = sql`c.sector = ${target.sector}`;
    tier = sql`false`;
  } else {
    return { basis: 'none', companies: [] };
  }
  const self = target.cik ?? target.id;
  const revenueGap =
    target.revenue && target.revenue > 0
      ? sql`abs(ln(greatest(m.revenue, 1)::float8) - ${Math.log(target.revenue)})`
      : sql`null::float8`;
  const sizeGap = target.sizeRank !== null ? sql`abs(m.size_rank - ${target.sizeRank})` : sql`null::int`;
  const rows = await queryRows<ProspectDto & { size_rank: number | null; tier: boolean }>(
    db,
    sql`with matched as (
          select ${onePerCompany} ${prospectColumns}, c.size_rank, ${tier} as tier
          from companies c
          where ${peers} and coalesce(c.cik, c.id::text) <> ${self}
          order by ${onePerCompanyOrder}
        )
        select m.* from matched m
        order by m.tier asc, ${revenueGap} asc nulls last, ${sizeGap} asc nulls last,
          m.size_rank asc nulls last, m.name asc
        limit ${MAX_SIMILAR}`,
  );
  return { basis, companies: rows.map(({ size_rank: _rank, tier: _tier, ...company }) => company) };
}
