import type { EdgarCache } from '#server/edgar/edgar-cache.ts';
import type { EdgarClient } from '#server/edgar/edgar-client.ts';
import { freshnessOf } from '#server/filings/history/company-history.ts';
import { AppError } from '#server/http/app-error.ts';
import type { FinancialsResponse } from '../../contract/company-depth.ts';
import { readCompanyFacts } from './companyfacts.ts';
import { CONCEPTS } from './concepts.ts';
import { type NormalisedFinancials, normaliseFinancials } from './normalise-financials.ts';

export interface FinancialsDeps {
  edgar: EdgarClient;
  cache: EdgarCache;
  clock: () => Date;
}

/** Company facts change when the company files; half a day keeps a quarter's new numbers close enough. */
const FACTS_TTL_MS = 12 * 60 * 60 * 1000;

/** A company that files no XBRL (EDGAR answers 404): an empty, explained tab rather than an error. */
function noFinancials(cik10: string): NormalisedFinancials {
  return {
    cik: cik10,
    entity_name: null,
    has_data: false,
    currency: 'USD',
    fiscal_year_end: null,
    concepts: CONCEPTS.map(({ key, label, unit, kind }) => ({ key, label, unit, kind })),
    annual: [],
    quarterly: [],
    latest: { revenue: null, employees: null },
  };
}

export async function companyFinancials(deps: FinancialsDeps, ticker: string): Promise<FinancialsResponse> {
  const cik10 = String(await deps.edgar.resolveCik(ticker)).padStart(10, '0');
  const cached = await deps.cache.get(`companyfacts:${cik10}`, FACTS_TTL_MS, async () => {
    let raw: unknown;
    try {
      raw = await deps.edgar.dataJson(`/api/xbrl/companyfacts/CIK${cik10}.json`);
    } catch (error) {
      if (error instanceof AppError && error.code === 'EDGAR_NOT_FOUND') return noFinancials(cik10);
      throw error;
    }
    return normaliseFinancials(readCompanyFacts(raw), { wwwOrigin: deps.edgar.wwwOrigin });
  });
  return { ticker, ...cached.data, ...freshnessOf(cached, deps.clock()) };
}
