import { and, desc, eq, sql } from 'drizzle-orm';
import { companyCikOf } from '#server/companies/index.ts';
import type { Db } from '#server/db/client.ts';
import type { EdgarFiling } from '#server/edgar/edgar-schemas.ts';
import type { PeriodicForm } from '../../contract/fields.ts';
import { secFilings } from './schema.ts';

export type FilingRow = typeof secFilings.$inferSelect;

const FORM_NAMES: Record<string, string> = {
  '10-K': 'Annual Report',
  '10-Q': 'Quarterly Report',
  '10-K/A': 'Annual Report (amended)',
  '10-Q/A': 'Quarterly Report (amended)',
  '8-K': 'Current Report',
  '8-K/A': 'Current Report (amended)',
};

export function toFilingRow(
  ticker: string,
  filing: EdgarFiling,
  fileUrl: string,
): typeof secFilings.$inferInsert {
  const type = filing.form;
  const formName = FORM_NAMES[type] ?? type;
  return {
    ticker,
    cik: String(filing.cik).padStart(10, '0'),
    filingType: type,
    filingDate: filing.filingDate,
    periodEndDate: filing.reportDate,
    accessionNumber: filing.accessionNumber,
    primaryDocument: filing.primaryDocument,
    description: filing.description || `${formName} (${type})`,
    formName,
    fileUrl,
  };
}

/**
 * Stores filings in one statement: the same ticker + type + accession replaces the earlier row (EDGAR metadata
 * can be corrected), anything else is added. Returns the stored rows in the order given.
 */
export async function upsertFilings(db: Db, rows: (typeof secFilings.$inferInsert)[]): Promise<FilingRow[]> {
  if (rows.length === 0) return [];
  const stored = await db
    .insert(secFilings)
    .values(rows)
    .onConflictDoUpdate({
      target: [secFilings.ticker, secFilings.filingType, secFilings.accessionNumber],
      set: {
        cik: sql`excluded.cik`,
        filingDate: sql`excluded.filing_date`,
        periodEndDate: sql`excluded.period_end_date`,
        primaryDocument: sql`excluded.primary_document`,
        description: sql`excluded.description`,
        formName: sql`excluded.form_name`,
        fileUrl: sql`excluded.file_url`,
      },
    })
    .returning();
  const key = (row: { filingType: string; accessionNumber: string }) =>
    `${row.filingType} ${row.accessionNumber}`;
  const byKey = new Map(stored.map((row) => [key(row), row]));
  return rows.map((row) => byKey.get(key(row))!);
}

export function listStoredFilings(db: Db, ticker: string): Promise<FilingRow[]> {
  return db
    .select()
    .from(secFilings)
    .where(eq(secFilings.ticker, ticker))
    .orderBy(desc(secFilings.filingDate), desc(secFilings.accessionNumber));
}

export async function findStoredFiling(db: Db, accessionNumber: string): Promise<FilingRow | undefined> {
  const [row] = await db
    .select()
    .from(secFilings)
    .where(eq(secFilings.accessionNumber, accessionNumber))
    .limit(1);
  return row;
}

export async function latestStoredFiling(
  db: Db,
  ticker: string,
  type: PeriodicForm,
): Promise<FilingRow | undefined> {
  const [row] = await db
    .select()
    .from(secFilings)
    .where(and(eq(secFilings.ticker, ticker), eq(secFilings.filingType, type)))
    .orderBy(desc(secFilings.filingDate))
    .limit(1);
  return row;
}

/** The companies table's CIK for a ticker, when the catalogue knows it. */
export function companiesCikLookup(db: Db) {
  return async (ticker: string): Promise<number | null> => {
    const cik = Number((await companyCikOf(db, ticker)) ?? Number.NaN);
    return Number.isSafeInteger(cik) && cik > 0 ? cik : null;
  };
}
