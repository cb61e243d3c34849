import type { Db } from '#server/db/client.ts';
import type { EdgarCache } from '#server/edgar/edgar-cache.ts';
import type { EdgarClient } from '#server/edgar/edgar-client.ts';
import type { EdgarFiling } from '#server/edgar/edgar-schemas.ts';
import { AppError } from '#server/http/app-error.ts';
import type { PeriodicForm } from '../../contract/fields.ts';
import { type FilingRow, findStoredFiling, toFilingRow, upsertFilings } from './filing-records.ts';
import { findCompanyFiling } from './history/company-history.ts';

export interface FilingFetchDeps {
  db: Db;
  edgar: EdgarClient;
  cache: EdgarCache;
  clock: () => Date;
}

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

async function recentFilings(deps: FilingFetchDeps, ticker: string): Promise<EdgarFiling[]> {
  const cik = await deps.edgar.resolveCik(ticker);
  const { filings } = await deps.edgar.listFilings(cik);
  return filings;
}

function store(deps: FilingFetchDeps, ticker: string, filings: EdgarFiling[]): Promise<FilingRow[]> {
  return upsertFilings(
    deps.db,
    filings.map((filing) => toFilingRow(ticker, filing, deps.edgar.documentUrl(filing))),
  );
}

/** The newest filing of one type, stored. Only metadata: the document is downloaded when first viewed. */
export async function fetchFiling(
  deps: FilingFetchDeps,
  ticker: string,
  type: PeriodicForm,
): Promise<FilingRow> {
  const latest = (await recentFilings(deps, ticker)).find((filing) => filing.form === type);
  if (!latest) throw new AppError('NO_FILINGS', `No ${type} filings found for ${ticker}`);
  const [row] = await store(deps, ticker, [latest]);
  return row!;
}

/**
 * The latest 10-K and the 10-Qs of the last four quarters, 10-K first. "Last four quarters" is measured back from
 * the company's newest 10-K/10-Q rather than from today, so a company that files late (or an offline snapshot)
 * still gets its latest year.
 */
export async function fetchLatestFilings(deps: FilingFetchDeps, ticker: string): Promise<FilingRow[]> {
  const periodic = (await recentFilings(deps, ticker)).filter(
    (filing) => filing.form === '10-K' || filing.form === '10-Q',
  );
  if (periodic.length === 0) throw new AppError('NO_FILINGS', `No 10-K or 10-Q filings found for ${ticker}`);
  const newest = Date.parse(periodic[0]!.filingDate);
  const annual = periodic.find((filing) => filing.form === '10-K');
  const quarterly = periodic
    .filter((filing) => filing.form === '10-Q' && newest - Date.parse(filing.filingDate) < YEAR_MS)
    .slice(0, 4);
  return store(deps, ticker, annual ? [annual, ...quarterly] : quarterly);
}

/**
 * Any filing of the company by accession number (an older 10-K from the history, an 8-K from News & Events),
 * looked up in its EDGAR history and stored. Only metadata: the document is downloaded when first viewed.
 */
export async function fetchFilingByAccession(
  deps: FilingFetchDeps,
  ticker: string,
  accession: string,
): Promise<FilingRow> {
  const stored = await findStoredFiling(deps.db, accession);
  if (stored?.ticker === ticker) return stored;
  const filing = await findCompanyFiling(deps, ticker, accession);
  const [row] = await store(deps, ticker, [filing]);
  return row!;
}
