import { sql } from 'drizzle-orm';
import { customType, date, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';

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
