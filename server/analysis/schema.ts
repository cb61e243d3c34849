import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '#server/accounts/schema.ts';
import type { Analysis } from '../../contract/analysis.ts';

/**
 * Finished analyses, shared by everyone who asks the same question: one row per (filing, engine, description).
 * Filings never change, so a row never goes stale.
 */
export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accession: text('accession').notNull(),
    engine: text('engine').notNull(),
    /** sha256 of the normalised product description. */
    descriptionHash: text('description_hash').notNull(),
    ticker: text('ticker').notNull(),
    filingType: text('filing_type').notNull(),
    result: jsonb('result').$type<Analysis>().notNull(),
    /**
     * The 10-K was compared with the prior one and its new risk factors offered and marked. Part of the key: a row
     * from before that check (or whose check failed) is not shown as if it had been checked.
     */
    newRisksChecked: boolean('new_risks_checked').notNull().default(false),
    /** Tokens the model read and wrote for this answer; null for the evidence engine (and rows from before). */
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('analyses_cache_key_checked_uq').on(
      table.accession,
      table.engine,
      table.descriptionHash,
      table.newRisksChecked,
    ),
  ],
);

/** Who has opened which analysis, with the description they used: the user's history. */
export const userAnalyses = pgTable(
  'user_analyses',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    productDescription: text('product_description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.analysisId] }),
    index('user_analyses_user_opened_idx').on(table.userId, table.lastOpenedAt),
  ],
);

/** Analyses charged per user per UTC calendar month ('2025-01'). */
export const analysisUsage = pgTable(
  'analysis_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    used: integer('used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month] })],
);
