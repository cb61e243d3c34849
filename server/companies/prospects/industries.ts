import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '#server/db/client.ts';

export interface IndustryDto {
  sic: number;
  title: string;
  companies: number;
}

/**
 * The SIC industries present in the catalogue, with their company count, for a screen's industry filter. The
 * title is the one most of the industry's rows carry (a curated seed row may name it its own way).
 */
export function getIndustries(db: Db): Promise<IndustryDto[]> {
  return queryRows<IndustryDto>(
    db,
    sql`select c.sic, mode() within group (order by c.industry) as title, count(distinct coalesce(c.cik, c.id::text))::int as companies
        from companies c
        where c.sic is not null and c.industry <> 'Unknown'
        group by c.sic
        order by c.sic`,
  );
}
