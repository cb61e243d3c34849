import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { NotificationPreferences } from '../../contract/accounts.ts';

/*
 * Better Auth's tables. The TypeScript keys are the field names Better Auth expects; the SQL columns are
 * snake_case. `role` is decided on the server (ADMIN_EMAILS) and is never accepted from a request body.
 */
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role').notNull().default('user'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The team the header's switcher chose (Better Auth's organization plugin; server/teams). */
    activeOrganizationId: text('active_organization_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // Better Auth 1.7: a secret stays unverified until the first code proves the app is set up; failed codes
    // across challenges lock the second factor for a while.
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('two_factor_user_id_idx').on(table.userId)],
);

/**
 * Failed password sign-ins per e-mail address, from any IP (the per-IP rate limit cannot see a distributed
 * attack). Keyed by the normalised address, known or not, so a lock says nothing about whether it exists.
 */
export const signInFailures = pgTable('sign_in_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** TOTP codes already accepted, so that a code works once (kept only as long as it could still verify). */
export const usedTotpCodes = pgTable(
  'used_totp_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.code] })],
);

/** Better Auth's rate-limit storage: kept in the database so every server process shares the same counters. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  companyName: text('company_name'),
  companyWebsite: text('company_website'),
  companyDescription: text('company_description'),
  notificationPreferences: jsonb('notification_preferences').$type<NotificationPreferences>(),
  /**
   * The needs the user says their product serves (taxonomy concept ids, server/analysis), when they corrected how
   * we read the description; null: read from the description.
   */
  sellerConcepts: jsonb('seller_concepts').$type<string[]>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Personal API tokens for scripts and integrations, sent as `Authorization: Bearer`. Only a SHA-256 of the token
 * is stored (the token is random, 256 bits, so a fast hash is enough); the token itself is shown once.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The first characters of the token, so the owner can tell tokens apart. */
    prefix: text('prefix').notNull(),
    scope: text('scope').$type<'read' | 'read-write'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('api_tokens_user_id_idx').on(table.userId)],
);

/**
 * Calls per personal API token in the current minute (API_TOKEN_RATE_LIMIT), kept in the database so every server
 * process counts into the same window. One row per token, reused from window to window; it goes with its token.
 * Created UNLOGGED by its migration: a write per call must not wait for the WAL, and the counts may be lost.
 */
export const apiTokenRequests = pgTable('api_token_requests', {
  tokenId: text('token_id')
    .primaryKey()
    .references(() => apiTokens.id, { onDelete: 'cascade' }),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  requests: integer('requests').notNull(),
});
