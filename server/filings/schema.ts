import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

export const secFilings = pgTable(
  'sec_filings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticker: text('ticker').notNull(),
    cik: varchar('cik', { length: 10 }),
    filingType: text('filing_type').notNull(),
    filingDate: date('filing_date').notNull(),
    periodEndDate: date('period_end_date'),
    accessionNumber: text('accession_number').notNull(),
    primaryDocument: text('primary_document'),
    description: text('description'),
    formName: text('form_name'),
    fileUrl: text('file_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sec_filings_ticker_type_accession_uq').on(
      table.ticker,
      table.filingType,
      table.accessionNumber,
    ),
    index('sec_filings_ticker_date_idx').on(table.ticker, table.filingDate),
    index('sec_filings_accession_idx').on(table.accessionNumber),
  ],
);

/**
 * Primary documents, fetched from EDGAR once and kept for good (filings never change; an amendment is a new
 * accession). The original is kept beside the sanitised copy so a better sanitiser can redo the copy offline.
 * On the embedded database the two bodies are gzip files under DATA_DIR instead (ADR 0328): `body_in_file` rows
 * hold empty `html`/`safe_html`.
 */
export const secFilingDocuments = pgTable('sec_filing_documents', {
  accessionNumber: text('accession_number').primaryKey(),
  cik: varchar('cik', { length: 10 }).notNull(),
  primaryDocument: text('primary_document').notNull(),
  sourceUrl: text('source_url').notNull(),
  html: text('html').notNull(),
  safeHtml: text('safe_html').notNull(),
  bodyInFile: boolean('body_in_file').notNull().default(false),
  sanitizerVersion: integer('sanitizer_version').notNull(),
  byteSize: integer('byte_size').notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});
