import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { user } from '#server/accounts/schema.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The local full-text index (ADR 0316): one row per paragraph of every stored filing, so a match is a passage with
 * its own offsets in the parsed text (what the viewer highlights), not a whole section.
 */
export const filingTextPassages = pgTable(
  'filing_text_passages',
  {
    accessionNumber: text('accession_number').notNull(),
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    cik: varchar('cik', { length: 10 }).notNull(),
    form: text('form').notNull(),
    filingDate: date('filing_date').notNull(),
    sectionTitle: text('section_title').notNull(),
    body: text('body').notNull(),
    /**
     * The body's lexemes, computed once at insert (ADR 0319): the GIN index and the query read it instead of running
     * `to_tsvector` on every matching paragraph, which made common words cost close to a second on PGlite.
     */
    bodyVector: tsvector('body_vector').generatedAlwaysAs(sql`to_tsvector('english', body)`),
  },
  (table) => [
    primaryKey({ columns: [table.accessionNumber, table.start] }),
    index('filing_text_passages_body_vector_idx').using('gin', table.bodyVector),
    index('filing_text_passages_cik_idx').on(table.cik, table.filingDate),
  ],
);

/** Filings already indexed (also those with no passage): what the indexing job skips. */
export const filingTextIndexed = pgTable('filing_text_indexed', {
  accessionNumber: text('accession_number').primaryKey(),
  passages: integer('passages').notNull(),
});

/**
 * A user's saved filing search (ADR 0319): the full-text index job matches every filing it indexes against these,
 * and a match filed no earlier than the day before the search was saved becomes that user's alert.
 */
export const savedFilingSearches = pgTable(
  'saved_filing_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The words in web-search syntax, as the search box takes them (`websearch_to_tsquery`). */
    query: text('query').notNull(),
    forms: jsonb('forms').$type<string[]>().notNull(),
    sector: text('sector'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The day (UTC) EDGAR's full-text search was last asked for this search's new filings (ADR 0322), written in the
     * transaction that stores the alerts of that answer; null until the first check, which starts from the day
     * before the search was saved.
     */
    edgarCheckedOn: date('edgar_checked_on'),
  },
  (table) => [index('saved_filing_searches_user_idx').on(table.userId, table.createdAt)],
);
