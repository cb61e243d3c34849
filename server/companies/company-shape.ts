import { companies } from './schema.ts';

/** The public face of a company in every answer (without the search vector). */
export interface CompanyDto {
  id: string;
  ticker: string;
  name: string;
  industry: string;
  sector: string;
  exchange: string | null;
  cik: string | null;
}

/** Drizzle column selection producing a `CompanyDto`. */
export const companyColumns = {
  id: companies.id,
  ticker: companies.ticker,
  name: companies.name,
  industry: companies.industry,
  sector: companies.sector,
  exchange: companies.exchange,
  cik: companies.cik,
};
