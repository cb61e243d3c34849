import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '#server/accounts/schema.ts';
import { companies } from '#server/companies/schema.ts';

/*
 * Better Auth's organization plugin tables (ADR 0318): a team is an `organization`. The TypeScript keys are the
 * field names the plugin expects; the SQL columns are snake_case like the other auth tables.
 */
export const organization = pgTable('organization', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  metadata: text('metadata'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const member = pgTable(
  'member',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One membership per user and team: the plugin checks first, the index holds under concurrent accepts.
  (table) => [
    uniqueIndex('member_organization_user_idx').on(table.organizationId, table.userId),
    index('member_user_id_idx').on(table.userId),
  ],
);

export const invitation = pgTable(
  'invitation',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role'),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('invitation_organization_id_idx').on(table.organizationId),
    index('invitation_email_idx').on(table.email),
  ],
);

/*
 * Shared team lists (issue #32 part 2, ADR 0318): siblings of the personal `company_lists`, not a `team_id` on it.
 * A personal list holds the user's saved companies (one list per saved company, counted against the Free plan's
 * limit); a team list holds any company once, with who added it and when, and counts against nobody's limit.
 */
export const teamLists = pgTable(
  'team_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: text('team_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // The list is the team's: it outlives its creator's account.
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('team_lists_team_created_idx').on(table.teamId, table.createdAt)],
);

export const teamListCompanies = pgTable(
  'team_list_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => teamLists.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    addedBy: text('added_by').references(() => user.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('team_list_companies_list_company_uq').on(table.listId, table.companyId),
    index('team_list_companies_added_by_idx').on(table.addedBy),
  ],
);

/**
 * A member's short note on a company, seen by the whole team. It stays when its author leaves the team (still
 * attributed to them) and goes with the author's account: it is their writing (`user_id`, ON DELETE CASCADE).
 */
export const teamCompanyNotes = pgTable(
  'team_company_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: text('team_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('team_company_notes_team_company_idx').on(table.teamId, table.companyId, table.createdAt),
    index('team_company_notes_user_idx').on(table.userId),
  ],
);

/**
 * The team's audit log (issue #32 part 5, ADR 0321): who did what, when. The actor's name and e-mail are copied in
 * so an entry still says who acted after that account is deleted (`actor_id` then goes null). Never holds secrets.
 */
export const teamAudit = pgTable(
  'team_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: text('team_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('team_audit_team_created_idx').on(table.teamId, table.createdAt.desc(), table.id.desc())],
);

/**
 * A team's Team-plan subscription (issue #32 part 3, ADR 0320): one row per team once it has a Stripe customer.
 * Like `subscriptions`, the columns mirror the subscription as Stripe last reported it (re-read, never a payload);
 * `seats` is its quantity. A trigger tells every member's plan cache when it changes (migration team_billing).
 */
export const teamSubscriptions = pgTable('team_subscriptions', {
  teamId: text('team_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('none'),
  seats: integer('seats').notNull().default(0),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** Lookup key of the subscribed per-seat price (`team_seat_monthly` / `team_seat_yearly`). */
  priceLookupKey: text('price_lookup_key'),
  stripeCustomerId: text('stripe_customer_id').unique(),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  /** Set once the team has had any subscription: the 14-day trial is granted once per team. */
  trialUsed: boolean('trial_used').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The Enterprise plan (issue #32 part 4, ADR 0325): granted by a site admin after a conversation with sales, not
 * bought through Checkout. Pro for every member, seats up to ENTERPRISE_SEATS, single sign-on. A trigger tells every
 * member's plan cache when a team gains or loses it (migration team_sso).
 */
export const teamEnterprise = pgTable('team_enterprise', {
  teamId: text('team_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  grantedBy: text('granted_by').references(() => user.id, { onDelete: 'set null' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A team's single sign-on (ADR 0325): one e-mail domain, proved by a DNS TXT record, and one OpenID Connect
 * client at the team's identity provider. Many teams may claim a domain; only one can hold it verified.
 */
export const teamSso = pgTable(
  'team_sso',
  {
    teamId: text('team_id')
      .primaryKey()
      .references(() => organization.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    /** The value the TXT record must carry; a new one whenever the domain changes. */
    verificationToken: text('verification_token').notNull(),
    domainVerifiedAt: timestamp('domain_verified_at', { withTimezone: true }),
    issuer: text('issuer'),
    clientId: text('client_id'),
    /** Encrypted with the app's secret (Better Auth's symmetric encryption); never sent back. */
    clientSecret: text('client_secret'),
    enforced: boolean('enforced').notNull().default(false),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('team_sso_verified_domain_uq')
      .on(table.domain)
      .where(sql`${table.domainVerifiedAt} IS NOT NULL`),
  ],
);
