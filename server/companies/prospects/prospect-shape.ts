import { sql } from 'drizzle-orm';
import type { CompanyDto } from '../company-shape.ts';

/** A company as a screen or a peer list shows it (`contract/prospects.ts` `prospect`). */
export interface ProspectDto extends CompanyDto {
  sic: number | null;
  state_of_incorporation: string | null;
  revenue: number | null;
  revenue_period: string | null;
}

/** The select list of a `ProspectDto` from a `companies` row aliased `c`; bigint revenue read back as a number. */
export const prospectColumns = sql`c.id, c.ticker, c.name, c.industry, c.sector, c.exchange, c.cik, c.sic,
  c.state_of_incorporation, c.revenue::float8 as revenue, c.revenue_period`;

/**
 * One row per registrant: SEC's ticker file lists share classes and preferreds under the same CIK (GOOGL and GOOG,
 * F-PB…), noise to a prospector. The largest listing stands for the company; rows without a CIK stand alone.
 */
export const onePerCompany = sql`distinct on (coalesce(c.cik, c.id::text))`;
export const onePerCompanyOrder = sql`coalesce(c.cik, c.id::text), c.size_rank asc nulls last, c.ticker asc`;
