import { sql } from 'drizzle-orm';
import {
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
 */
export const secFilingDocuments = pgTable('sec_filing_documents', {
  accessionNumber: text('accession_number').primaryKey(),
  cik: varchar('cik', { length: 10 }).notNull(),
  primaryDocument: text('primary_document').notNull(),
  sourceUrl: text('source_url').notNull(),
  html: text('html').notNull(),
  safeHtml: text('safe_html').notNull(),
  sanitizerVersion: integer('sanitizer_version').notNull(),
  byteSize: integer('byte_size').notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The EDGAR request budget shared by every server process: the times of the latest grants (a sliding log), and
 * until when nobody may ask because EDGAR throttled one of the processes.
 */
export const edgarRateLimit = pgTable('edgar_rate_limit', {
  name: text('name').primaryKey(),
  grants: timestamp('grants', { withTimezone: true }).array().notNull().default(sql`'{}'::timestamptz[]`),
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
});

/**
 * What was last read from EDGAR's JSON APIs (submissions, their older pages, company facts), kept in the shape the
 * app uses. Refreshed after a while; when EDGAR is down the copy is served with its age.
 */
export const edgarJsonCache = pgTable('edgar_json_cache', {
  key: text('key').primaryKey(),
  /** JSON text rather than jsonb: jsonb reorders keys, and the answer's ETag must not change when re-read. */
  body: text('body').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  /** EDGAR's validators for the document this was read from: the next read asks 'only if changed'. */
  etag: text('etag'),
  lastModified: text('last_modified'),
});
