import {
  date,
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
import { companies, companyLists } from '#server/companies/schema.ts';

/** What a saved filing search looks for: the search box's words, its forms and its sector filter. */
export interface SavedSearchQuery {
  q: string;
  forms: string[];
  sector: string | null;
}

/**
 * One alert per user and filing: the unique key is what makes the scheduled run safe to repeat after a restart
 * or in several processes at once (a second insert of the same filing does nothing).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticker: text('ticker').notNull(),
    companyName: text('company_name').notNull(),
    accessionNumber: text('accession_number').notNull(),
    form: text('form').notNull(),
    filingDate: date('filing_date').notNull(),
    /** 8-K items decoded ('2.02 Results of Operations and Financial Condition'). */
    items: jsonb('items').$type<string[]>().notNull().default([]),
    /** For a 10-K or 10-Q: how many risk factors its 'What changed' calls new (null when not compared). */
    newRiskFactors: integer('new_risk_factors'),
    /** The name of the user's saved filing search the filing matched (null: a saved company's filing). */
    savedSearch: text('saved_search'),
    /** That search's words and filters when it raised the alert, so the Alerts screen can run it again (ADR 0322). */
    savedSearchQuery: jsonb('saved_search_query').$type<SavedSearchQuery>(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * Set when a run takes the e-mail to send, so a concurrent run leaves it alone; a claim older than the mail
     * lease is a run that died while sending (a restart), and the next run sends it.
     */
    mailClaimedAt: timestamp('mail_claimed_at', { withTimezone: true }),
    /** Set once the e-mail is sent: never sent again. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('alerts_user_accession_idx').on(table.userId, table.accessionNumber),
    index('alerts_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/** The Monday digest of a user for a week: the unique key makes the digest job safe to repeat. */
export const alertDigests = pgTable(
  'alert_digests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    week: date('week').notNull(),
    alertCount: integer('alert_count').notNull(),
    /** When a run took this digest to send; a stale claim with no `sentAt` is taken again (a restart). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('alert_digests_user_week_idx').on(table.userId, table.week)],
);

/** The secret of a user's calendar feed URL, stored hashed; deleting the row revokes the URL. */
export const calendarTokens = pgTable('calendar_tokens', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What EDGAR listed for a company when a user's alert run first looked at it: later filings alert even when
 * EDGAR dates them before the day the company was saved (filing dates are US Eastern, late filings exist).
 */
export const alertBaselines = pgTable(
  'alert_baselines',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The newest filing date seen then ('' when the company had no 10-K, 10-Q or 8-K). */
    seenThrough: text('seen_through').notNull(),
    /** The accessions filed on `seenThrough`: another filing that same day is still new. */
    seenAccessions: jsonb('seen_accessions').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.companyId] })],
);

/** Which forms alert the list's owner for the companies in it; a list without a row alerts for all three. */
export const alertListForms = pgTable('alert_list_forms', {
  listId: uuid('list_id')
    .primaryKey()
    .references(() => companyLists.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  forms: jsonb('forms').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where the alert run is in EDGAR's daily index (one row, id 'daily-index'): the days before `indexedThrough`
 * inclusive are done; of `partialDate` (the day still being filed) the index paths in `partialSeen` are done; the
 * CIKs in `retryCiks` could not be read last time and are read again. Written at the end of a run only, so a run cut
 * short by a restart is planned again from the same place.
 */
export const alertIndexProgress = pgTable('alert_index_progress', {
  id: text('id').primaryKey(),
  indexedThrough: text('indexed_through').notNull(),
  partialDate: text('partial_date'),
  partialSeen: jsonb('partial_seen').$type<string[]>().notNull(),
  retryCiks: jsonb('retry_ciks').$type<number[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
