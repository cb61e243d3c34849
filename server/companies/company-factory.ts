import type { InferInsertModel } from 'drizzle-orm';
import type { companies } from './schema.ts';

export type NewCompany = InferInsertModel<typeof companies>;

let sequence = 0;

/** Builds a company row; shared by the seed and the tests so both describe companies the same way. */
export function buildCompany(overrides: Partial<NewCompany> = {}): NewCompany {
  sequence += 1;
  return {
    ticker: `TST${sequence}`,
    name: `Test Company ${sequence} Inc.`,
    industry: 'Software',
    sector: 'Information Technology',
    exchange: 'NASDAQ',
    cik: String(9_000_000 + sequence).padStart(10, '0'),
    ...overrides,
  };
}
