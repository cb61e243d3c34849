import type { SicLookup } from './bundled-sic.ts';
import { classify, normaliseExchange } from './sectors.ts';

/** One company ready for the companies table. */
export interface CatalogueEntry {
  ticker: string;
  name: string;
  industry: string;
  sector: string;
  exchange: string;
  cik: string | null;
  sizeRank: number | null;
  /** SEC's SIC code when known (the bundled SIC facts, EDGAR's submissions); other sources leave it out. */
  sic?: number | null;
}

export interface RejectedLine {
  line: number;
  reason: string;
  ticker?: string;
}

/** A company name whose control characters were removed on import; the audit trail keeps the original. */
export interface CleanedName {
  /** Its line in a file; a provider's answer has none. */
  line?: number;
  ticker: string;
  original: string;
}

const LINE_BREAKS = /[\t\n\v\f\r]+/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: C0 and C1 controls and DEL, never part of a name
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g;
/** A surrogate without its pair: not a character, and PostgreSQL cannot store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A provider's or a file's company name made storable and readable: PostgreSQL cannot store U+0000 (the insert
 * fails) and the other controls are invisible on screen. Breaks and tabs become a space, so words stay apart.
 */
export function cleanName(raw: string): string {
  return raw.replace(LINE_BREAKS, ' ').replace(CONTROLS, '').replace(LONE_SURROGATE, '').trim();
}

/** A file read row by row: what to import, the lines refused, and the names that lost control characters. */
export interface ParsedEntries {
  entries: CatalogueEntry[];
  rejected: RejectedLine[];
  cleaned: CleanedName[];
}

/** The file (or provider answer) as a whole cannot be read: the job fails with this message. */
export class CatalogueFormatError extends Error {}

const TICKER = /^[A-Z0-9][A-Z0-9.\-/^]{0,14}$/;

export function normaliseCatalogueTicker(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const ticker = raw.trim().toUpperCase();
  return TICKER.test(ticker) ? ticker : null;
}

function padCik(cik: number | string): string | null {
  const digits = String(cik).trim();
  return /^\d{1,10}$/.test(digits) && Number(digits) > 0 ? digits.padStart(10, '0') : null;
}

/**
 * SEC's `company_tickers_exchange.json`: `{fields: ['cik','name','ticker','exchange'], data: [[…], …]}`, listed
 * largest company first. Bad rows are rejected one by one; a file of another shape is a CatalogueFormatError.
 * The file has no industry: `sic` gives the SIC code and title known for a CIK, else the name's keywords decide.
 */
export function parseTickerExchangeFile(json: unknown, sic?: SicLookup): ParsedEntries {
  const file = json as { fields?: unknown; data?: unknown };
  if (!file || typeof file !== 'object' || !Array.isArray(file.fields) || !Array.isArray(file.data)) {
    throw new CatalogueFormatError('The SEC ticker file is malformed: expected {fields, data}.');
  }
  const at = (field: string) => (file.fields as unknown[]).indexOf(field);
  const columns = { cik: at('cik'), name: at('name'), ticker: at('ticker'), exchange: at('exchange') };
  if (columns.cik < 0 || columns.name < 0 || columns.ticker < 0) {
    throw new CatalogueFormatError(
      'The SEC ticker file is malformed: it lacks the cik, name or ticker field.',
    );
  }
  const entries: CatalogueEntry[] = [];
  const rejected: RejectedLine[] = [];
  const cleaned: CleanedName[] = [];
  const seen = new Set<string>();
  for (const [index, row] of (file.data as unknown[]).entries()) {
    const line = index + 1;
    if (!Array.isArray(row)) {
      rejected.push({ line, reason: 'not a row' });
      continue;
    }
    const ticker = normaliseCatalogueTicker(row[columns.ticker]);
    const rawName = typeof row[columns.name] === 'string' ? (row[columns.name] as string).trim() : '';
    const name = cleanName(rawName);
    const cik =
      typeof row[columns.cik] === 'number' || typeof row[columns.cik] === 'string'
        ? padCik(row[columns.cik] as number)
        : null;
    if (!ticker) {
      rejected.push({ line, reason: 'missing or invalid ticker' });
      continue;
    }
    if (!name) {
      rejected.push({ line, ticker, reason: 'missing name' });
      continue;
    }
    if (seen.has(ticker)) continue;
    seen.add(ticker);
    if (name !== rawName) cleaned.push({ line, ticker, original: rawName });
    const exchange = columns.exchange >= 0 ? row[columns.exchange] : null;
    const known = sic?.byCik(cik);
    entries.push({
      ticker,
      name: name.slice(0, 200),
      ...classify({ name, sic: known?.sic, sicDescription: known?.title }),
      sic: known?.sic ?? null,
      exchange: normaliseExchange(typeof exchange === 'string' ? exchange : null, ticker),
      cik,
      sizeRank: line,
    });
  }
  return { entries, rejected, cleaned };
}
