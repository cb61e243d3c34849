import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '#server/accounts/schema.ts';
import type { AccountBrief } from '../../contract/account-brief.ts';
import type { AskPassage } from '../../contract/ask.ts';

/**
 * Read-only share links of an account brief. The row holds a snapshot of the brief as shared, so the page does
 * not follow the owner's later analyses; the link's token is stored as its sha256 (like API tokens), so a leaked
 * table opens nothing. Revoked and expired rows stay, so their link can say so plainly.
 */
export const briefShares = pgTable(
  'brief_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ticker: text('ticker').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    snapshot: jsonb('snapshot').$type<AccountBrief>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('brief_shares_user_ticker_idx').on(table.userId, table.ticker)],
);

/** Ask a filing: a user's questions and the passages that answered them (a snapshot, as answered). */
export const filingQuestions = pgTable(
  'filing_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accession: text('accession').notNull(),
    question: text('question').notNull(),
    answer: jsonb('answer')
      .$type<{ summary: string; writtenBy?: string; found: boolean; passages: AskPassage[] }>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('filing_questions_user_accession_idx').on(table.userId, table.accession, table.createdAt),
  ],
);

/** Questions asked per user and UTC month ('2025-01'), counted atomically like `analysis_usage`. */
export const questionUsage = pgTable(
  'question_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month] })],
);
