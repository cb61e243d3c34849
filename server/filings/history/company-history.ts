import type { Cached, EdgarCache } from '#server/edgar/edgar-cache.ts';
import type { EdgarClient, EdgarFiling } from '#server/edgar/edgar-client.ts';
import { AppError } from '#server/http/app-error.ts';
import {
  type CompanyEventsResponse,
  type CompanyFilingsResponse,
  type CompanyProfile,
  MAX_EVENTS,
} from '../../../contract/company-depth.ts';
import type { AlertForm } from '../../../contract/fields.ts';
import { decodeItems, eventKinds, isSalesTrigger } from './eight-k-items.ts';
import { fiscalYearOf, parseFiscalYearEnd } from './fiscal-year.ts';
import {
  type DigestFiling,
  digestPage,
  digestSubmissions,
  type SubmissionsDigest,
} from './submissions-digest.ts';

export interface HistoryDeps {
  edgar: EdgarClient;
  cache: EdgarCache;
  clock: () => Date;
}

/** The newest filings change when the company files; older pages only when EDGAR re-pages. */
const SUBMISSIONS_TTL_MS = 6 * 60 * 60 * 1000;
const PAGE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const PERIODIC = new Set(['10-K', '10-K/A', '10-Q', '10-Q/A']);
const CURRENT = new Set(['8-K', '8-K/A']);

export function freshnessOf(cached: Pick<Cached<unknown>, 'fetchedAt' | 'stale'>, now: Date) {
  return {
    fetched_at: cached.fetchedAt.toISOString(),
    age_seconds: Math.max(0, Math.floor((now.getTime() - cached.fetchedAt.getTime()) / 1000)),
    stale: cached.stale,
  };
}

export async function loadDigest(deps: HistoryDeps, ticker: string) {
  const cik = await deps.edgar.resolveCik(ticker);
  const cik10 = String(cik).padStart(10, '0');
  const cached = await revalidateSubmissions(deps, cik10, SUBMISSIONS_TTL_MS);
  return { cik, digest: cached.data, cached };
}

/**
 * The company's submissions digest, re-read from EDGAR once older than `ttlMs` with a conditional request: an
 * unchanged document costs a 304 without a body.
 */
export function revalidateSubmissions(
  deps: Pick<HistoryDeps, 'edgar' | 'cache'>,
  cik10: string,
  ttlMs: number,
  options?: { serveStale?: boolean },
) {
  return deps.cache.revalidate(
    `submissions:${cik10}`,
    ttlMs,
    async (held) => {
      const answer = await deps.edgar.conditionalDataJson(`/submissions/CIK${cik10}.json`, held);
      return answer.notModified
        ? answer
        : { notModified: false, data: digestSubmissions(answer.data), validators: answer.validators };
    },
    options,
  );
}

function loadPage(deps: HistoryDeps, name: string): Promise<Cached<DigestFiling[]>> {
  return deps.cache.get(`submissions-page:${name}`, PAGE_TTL_MS, async () =>
    digestPage(await deps.edgar.dataJson(`/submissions/${name}`)),
  );
}

function profileOf(digest: SubmissionsDigest): CompanyProfile {
  const latest = (form: string) => digest.filings.find((filing) => filing.form === form)?.filingDate ?? null;
  const p = digest.profile;
  return {
    cik: p.cik,
    name: p.name,
    exchanges: p.exchanges,
    sic: p.sic,
    sic_description: p.sicDescription,
    state_of_incorporation: p.stateOfIncorporation,
    fiscal_year_end: p.fiscalYearEnd,
    former_names: p.formerNames ?? [],
    website: p.website,
    phone: p.phone,
    business_address: p.businessAddress,
    latest: { '10-K': latest('10-K'), '10-Q': latest('10-Q'), '8-K': latest('8-K') },
  };
}

/** One page of the company's 10-K and 10-Q history (amendments included and marked), newest first. */
/** Which forms a history lists: every 10-K and 10-Q by default, or one form with its amendments. */
function historyForms(form?: AlertForm): Set<string> {
  return form ? new Set([form, `${form}/A`]) : PERIODIC;
}

export async function companyFilings(
  deps: HistoryDeps,
  ticker: string,
  page: number,
  form?: AlertForm,
): Promise<CompanyFilingsResponse> {
  const forms = historyForms(form);
  const { cik, digest, cached } = await loadDigest(deps, ticker);
  if (page > digest.pages.length) throw AppError.notFound(`No page ${page} of filings for ${ticker}`);
  const older = page === 0 ? null : await loadPage(deps, digest.pages[page - 1]!);
  const yearEnd = parseFiscalYearEnd(digest.profile.fiscalYearEnd);
  const filings = (older ? older.data : digest.filings)
    .filter((filing) => forms.has(filing.form))
    .slice(0, 1000)
    .map((filing) => {
      const baseForm = filing.form.replace(/\/A$/, '');
      return {
        accession_number: filing.accessionNumber,
        form: filing.form,
        base_form: baseForm,
        amendment: filing.form.endsWith('/A'),
        filing_date: filing.filingDate,
        report_date: filing.reportDate,
        fiscal_year: fiscalYearOf(filing.reportDate ?? filing.filingDate, yearEnd),
        description: filing.description,
        document_url: deps.edgar.documentUrl({ cik, ...filing }),
      };
    });
  return {
    ticker,
    company: profileOf(digest),
    page,
    next_page: page < digest.pages.length ? page + 1 : null,
    filings,
    ...freshnessOf(
      { fetchedAt: cached.fetchedAt, stale: cached.stale || Boolean(older?.stale) },
      deps.clock(),
    ),
  };
}

/** The company's 8-Ks (newest first) with their items named and classified. */
export async function companyEvents(
  deps: HistoryDeps,
  ticker: string,
  limit: number,
): Promise<CompanyEventsResponse> {
  const { cik, digest, cached } = await loadDigest(deps, ticker);
  const all = digest.filings.filter((filing) => CURRENT.has(filing.form));
  const events = all.slice(0, Math.min(limit, MAX_EVENTS)).map((filing) => {
    const items = decodeItems(filing.items);
    return {
      accession_number: filing.accessionNumber,
      form: filing.form,
      filing_date: filing.filingDate,
      report_date: filing.reportDate,
      items,
      kinds: eventKinds(items),
      sales_trigger: isSalesTrigger(items),
      document_url: deps.edgar.documentUrl({ cik, ...filing }),
      index_url: `${deps.edgar.folderUrl({ cik, accessionNumber: filing.accessionNumber })}${filing.accessionNumber}-index.htm`,
    };
  });
  return { ticker, events, total: all.length, ...freshnessOf(cached, deps.clock()) };
}

/**
 * A filing of the company by accession number, looked up in its newest filings and then page by page in the
 * older ones. An accession the company did not file → 404.
 */
export async function findCompanyFiling(
  deps: HistoryDeps,
  ticker: string,
  accession: string,
): Promise<EdgarFiling> {
  const { cik, digest } = await loadDigest(deps, ticker);
  let found = digest.filings.find((filing) => filing.accessionNumber === accession);
  for (const name of digest.pages) {
    if (found) break;
    found = (await loadPage(deps, name)).data.find((filing) => filing.accessionNumber === accession);
  }
  if (!found) throw AppError.notFound(`No filing ${accession} found for ${ticker}`, 'NO_FILINGS');
  return {
    cik,
    accessionNumber: found.accessionNumber,
    form: found.form,
    filingDate: found.filingDate,
    reportDate: found.reportDate,
    primaryDocument: found.primaryDocument,
    description: found.description,
  };
}

/**
 * The company's 10-K filed before the given date (its prior annual report), from its newest filings and, when
 * those hold none, its older pages. Null when the company has no earlier 10-K.
 */
export async function priorAnnualReport(
  deps: HistoryDeps,
  ticker: string,
  filedBefore: string,
): Promise<EdgarFiling | null> {
  const { cik, digest } = await loadDigest(deps, ticker);
  const earlier = (filings: DigestFiling[]) =>
    filings
      .filter((filing) => filing.form === '10-K' && filing.filingDate < filedBefore)
      .sort((a, b) => b.filingDate.localeCompare(a.filingDate))[0];
  let found = earlier(digest.filings);
  for (const name of digest.pages) {
    if (found) break;
    found = earlier((await loadPage(deps, name)).data);
  }
  if (!found) return null;
  return {
    cik,
    accessionNumber: found.accessionNumber,
    form: found.form,
    filingDate: found.filingDate,
    reportDate: found.reportDate,
    primaryDocument: found.primaryDocument,
    description: found.description,
  };
}
