import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Contact-sales messages per client address in the current hour (ADR 0326), in the database so every server
 * process counts into the same window. The key is a hash of the address, not the address; rows of ended windows
 * are deleted as new messages arrive.
 */
export const contactSalesRequests = pgTable('contact_sales_requests', {
  clientKey: text('client_key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  requests: integer('requests').notNull(),
});
