import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every admin action: who, what, when; an import links its job, whose row holds the counts. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    userEmail: text('user_email').notNull(),
    action: text('action').notNull(),
    jobId: uuid('job_id'),
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_audit_created_idx').on(table.createdAt)],
);
