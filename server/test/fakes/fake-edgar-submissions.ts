import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A filing a test adds to the fake: listed in its company's submissions and served at its archive path. */
export interface ExtraFiling {
  cik: number;
  ticker: string;
  form: string;
  accessionNumber: string;
  filingDate: string;
  reportDate: string;
  primaryDocument: string;
  html: string;
  /** An 8-K's item numbers as EDGAR lists them ('2.02,9.01'). */
  items?: string;
}

/** One entry of `../shared/edgar/manifest.json`. */
export interface ManifestFiling {
  company: string;
  ticker: string;
  cik: number;
  cik10: string;
  form: string;
  filing_date: string;
  period_of_report: string;
  accession_number: string;
  primary_document: string;
}

type Columns = Record<string, unknown[]>;

export interface SubmissionsSource {
  root: string;
  manifest: ManifestFiling[];
  extra: ExtraFiling[];
  /** Hide filings after this date (YYYY-MM-DD). */
  asOf?: string;
  /** Older pages for `filings.files` (names only: the fake serves none of them, like a page not yet read). */
  olderPages?: string[];
  /** Split the history as EDGAR does for long ones: the newest `recent` rows stay, older ones go to pages. */
  paging?: SubmissionsPaging;
}

export interface SubmissionsPaging {
  recent: number;
  pageSize: number;
}

/**
 * `submissions/CIK##########.json`: the real snapshot when the shared data has one, else synthesised from the
 * manifest; filings added by tests are merged in, newest first. null when the fake knows nothing of the CIK.
 */
export async function buildSubmissions(
  source: SubmissionsSource,
  cik10: string,
  page?: number,
): Promise<Buffer | null> {
  const cik = Number(cik10);
  const raw = await readFile(path.join(source.root, 'submissions', `CIK${cik10}.json`), 'utf8').catch(
    () => null,
  );
  const known = source.manifest.filter((filing) => filing.cik === cik);
  const extra = source.extra.filter((filing) => filing.cik === cik);
  if (!raw && known.length === 0 && extra.length === 0) return null;
  const doc = raw ? JSON.parse(raw) : synthesise(cik10, known, extra[0]?.ticker);
  const recent: Columns = doc.filings.recent;
  if (!raw) for (const filing of known) prepend(recent, fromManifest(filing));
  // `asOf` freezes the replica, not what a test publishes now (dated EDGAR's today, as the daily index lists it).
  const asOf = source.asOf;
  if (asOf) keepRows(recent, (i) => String(recent.filingDate![i]) <= asOf);
  // A filing the snapshot already lists only gets its document served (tests give a listed filing a body).
  const listed = new Set(recent.accessionNumber ?? []);
  for (const filing of extra) if (!listed.has(filing.accessionNumber)) prepend(recent, filing);
  sortNewestFirst(recent);
  if (source.paging) {
    const pages = splitPages(recent, source.paging);
    if (page !== undefined) return pages[page - 1] ? Buffer.from(JSON.stringify(pages[page - 1])) : null;
    doc.filings.files = pages.map((columns, i) => ({
      name: `CIK${cik10}-submissions-${String(i + 1).padStart(3, '0')}.json`,
      filingCount: columns.accessionNumber!.length,
      filingFrom: columns.filingDate!.at(-1),
      filingTo: columns.filingDate![0],
    }));
  } else if (page !== undefined) return null;
  if (source.olderPages?.length) {
    doc.filings.files = source.olderPages.map((name) => ({
      name,
      filingCount: 1000,
      filingFrom: '1994-01-01',
      filingTo: '2010-12-31',
    }));
  }
  return Buffer.from(JSON.stringify(doc));
}

export function archivePath(filing: {
  cik: number;
  accessionNumber: string;
  primaryDocument: string;
}): string {
  return `/Archives/edgar/data/${filing.cik}/${filing.accessionNumber.replaceAll('-', '')}/${filing.primaryDocument}`;
}

function fromManifest(filing: ManifestFiling): ExtraFiling {
  return {
    cik: filing.cik,
    ticker: filing.ticker,
    form: filing.form,
    accessionNumber: filing.accession_number,
    filingDate: filing.filing_date,
    reportDate: filing.period_of_report,
    primaryDocument: filing.primary_document,
    html: '',
  };
}

function synthesise(cik10: string, known: ManifestFiling[], ticker?: string) {
  const columns = [
    'accessionNumber',
    'filingDate',
    'reportDate',
    'form',
    'primaryDocument',
    'primaryDocDescription',
    'items',
  ];
  return {
    cik: cik10,
    name: known[0]?.company ?? ticker ?? 'Unknown',
    tickers: [known[0]?.ticker ?? ticker].filter(Boolean),
    filings: { recent: Object.fromEntries(columns.map((column) => [column, []])), files: [] },
  };
}

function prepend(recent: Columns, filing: ExtraFiling): void {
  const values: Record<string, unknown> = {
    accessionNumber: filing.accessionNumber,
    filingDate: filing.filingDate,
    reportDate: filing.reportDate,
    form: filing.form,
    primaryDocument: filing.primaryDocument,
    primaryDocDescription: filing.form,
    items: filing.items ?? '',
  };
  for (const [column, list] of Object.entries(recent)) list.unshift(values[column] ?? '');
}

function sortNewestFirst(recent: Columns): void {
  const dates = recent.filingDate ?? [];
  const order = dates.map((_, i) => i).sort((a, b) => String(dates[b]).localeCompare(String(dates[a])));
  for (const column of Object.keys(recent)) recent[column] = order.map((i) => recent[column]![i]);
}

/** Moves the rows after the newest `recent` into pages of `pageSize`, each in the columnar page format. */
function splitPages(recent: Columns, paging: SubmissionsPaging): Columns[] {
  const total = (recent.accessionNumber ?? []).length;
  const pages: Columns[] = [];
  for (let from = paging.recent; from < total; from += paging.pageSize) {
    pages.push(
      Object.fromEntries(
        Object.entries(recent).map(([column, list]) => [column, list.slice(from, from + paging.pageSize)]),
      ),
    );
  }
  keepRows(recent, (i) => i < paging.recent);
  return pages;
}

function keepRows(recent: Columns, keep: (index: number) => boolean): void {
  const rows = (recent.filingDate ?? []).map((_, i) => i).filter(keep);
  for (const column of Object.keys(recent)) recent[column] = rows.map((i) => recent[column]![i]);
}
