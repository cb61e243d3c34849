import { hasForbiddenCharacters } from '#server/http/input-guard.ts';
import type { CatalogueEntry, CleanedName, ParsedEntries, RejectedLine } from './catalogue-entries.ts';
import { cleanName, normaliseCatalogueTicker } from './catalogue-entries.ts';
import { normaliseExchange, sectorFromName, UNKNOWN } from './sectors.ts';

export const LOCAL_FILE_MAX_BYTES = 5 * 1024 * 1024;

export class LocalFileError extends Error {}

export type { CleanedName };

export interface ParsedLocalFile extends ParsedEntries {
  /** The uploaded file's name, cut and cleaned like a company name: it is stored and shown too. */
  fileName: string;
}

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. Returns rows with their line. */
export function parseCsv(text: string): Array<{ line: number; cells: string[] }> {
  const rows: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      cells.push(cell);
      if (cells.some((value) => value.trim() !== '')) rows.push({ line: rowLine, cells });
      cells = [];
      cell = '';
      line += 1;
      rowLine = line;
    } else cell += char;
  }
  cells.push(cell);
  if (cells.some((value) => value.trim() !== '')) rows.push({ line: rowLine, cells });
  return rows;
}

const FIELDS = ['ticker', 'name', 'industry', 'sector', 'exchange'] as const;
type Field = (typeof FIELDS)[number];

/** What the rows seen so far leave for the next: tickers taken, and names that lost control characters. */
interface Seen {
  tickers: Set<string>;
  cleaned: CleanedName[];
}

/**
 * One row of the file. Control characters are removed from the name (the original goes to the audit trail); in the
 * other fields they make the row a rejected line, reported like any other bad row while the rest are imported.
 */
function toEntry(
  line: number,
  record: Partial<Record<Field, unknown>>,
  seen: Seen,
): CatalogueEntry | RejectedLine {
  const text = (field: Field) =>
    typeof record[field] === 'string' ? (record[field] as string).trim() : record[field] == null ? '' : null;
  const ticker = normaliseCatalogueTicker(record.ticker);
  if (!ticker) return { line, reason: 'missing or invalid ticker' };
  const rawName = text('name') || '';
  const name = cleanName(rawName);
  if (!name) return { line, ticker, reason: 'missing name' };
  if (name.length > 200) return { line, ticker, reason: 'name longer than 200 characters' };
  for (const field of ['industry', 'sector', 'exchange'] as const) {
    const value = text(field);
    if (value === null) return { line, ticker, reason: `${field} must be text` };
    if (hasForbiddenCharacters(value))
      return { line, ticker, reason: `${field} holds control characters or invalid Unicode` };
  }
  if (seen.tickers.has(ticker)) return { line, ticker, reason: `duplicate ticker ${ticker} in the file` };
  seen.tickers.add(ticker);
  if (name !== rawName) seen.cleaned.push({ line, ticker, original: rawName });
  return {
    ticker,
    name,
    industry: text('industry') || UNKNOWN,
    sector: text('sector') || sectorFromName(name) || UNKNOWN,
    exchange: normaliseExchange(text('exchange'), ticker),
    cik: null,
    sizeRank: null,
  };
}

/**
 * A CSV (header row naming ticker, name, industry, sector, exchange in any order) or a JSON array of such objects.
 * Bad rows are listed with their line (CSV) or position (JSON, 1-based); a file of another shape is refused whole.
 */
export function parseLocalFile(fileName: string, text: string): ParsedLocalFile {
  const kind = /\.json$/i.test(fileName) ? 'json' : /\.csv$/i.test(fileName) ? 'csv' : null;
  if (!kind) throw new LocalFileError('The file must be a .csv or .json file.');
  const entries: CatalogueEntry[] = [];
  const rejected: RejectedLine[] = [];
  const seen: Seen = { tickers: new Set(), cleaned: [] };
  const parsed = (): ParsedLocalFile => ({
    fileName: cleanName(fileName).slice(0, 200),
    entries,
    rejected,
    cleaned: seen.cleaned,
  });
  const add = (result: CatalogueEntry | RejectedLine) => {
    if ('reason' in result) rejected.push(result);
    else entries.push(result);
  };
  if (kind === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new LocalFileError('The JSON file is malformed.');
    }
    const list = Array.isArray(data) ? data : (data as { companies?: unknown })?.companies;
    if (!Array.isArray(list)) throw new LocalFileError('The JSON file must hold an array of companies.');
    list.forEach((item, index) => {
      if (!item || typeof item !== 'object' || Array.isArray(item)) {
        rejected.push({ line: index + 1, reason: 'not an object' });
        return;
      }
      add(toEntry(index + 1, item as Record<Field, unknown>, seen));
    });
    return parsed();
  }
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) throw new LocalFileError('The CSV file is empty.');
  const columns = header.cells.map((cell) => cell.trim().toLowerCase());
  if (!columns.includes('ticker') || !columns.includes('name')) {
    throw new LocalFileError('The CSV header must name at least the ticker and name columns.');
  }
  for (const row of rows) {
    if (row.cells.length !== columns.length) {
      rejected.push({
        line: row.line,
        reason: `expected ${columns.length} columns, found ${row.cells.length}`,
      });
      continue;
    }
    const record: Partial<Record<Field, string>> = {};
    columns.forEach((column, index) => {
      if ((FIELDS as readonly string[]).includes(column)) record[column as Field] = row.cells[index];
    });
    add(toEntry(row.line, record, seen));
  }
  return parsed();
}
