import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '#server/accounts/schema.ts';

export type CrmProvider = 'salesforce' | 'hubspot';

/**
 * One CRM connection per user and provider. Tokens are sealed with the CRM token cipher (never plaintext) and the
 * row goes with the user (cascade), so deleting the account deletes the tokens.
 */
export const crmConnections = pgTable(
  'crm_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<CrmProvider>().notNull(),
    accessToken: text('access_token_sealed').notNull(),
    refreshToken: text('refresh_token_sealed'),
    /** Salesforce: the org's API host; HubSpot: null. */
    instanceUrl: text('instance_url'),
    /** Shown on the Connections section: the Salesforce username or the HubSpot portal domain. */
    accountName: text('account_name'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('crm_connections_user_provider_uq').on(table.userId, table.provider)],
);

/** Pending OAuth starts: the state (primary key) is single-use and carries the sealed PKCE verifier. */
export const crmOauthStates = pgTable('crm_oauth_states', {
  state: text('state').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<CrmProvider>().notNull(),
  codeVerifier: text('code_verifier_sealed').notNull(),
  returnTo: text('return_to').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
