import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { NotificationPreferences, Profile } from '../../contract/accounts.ts';
import { ACCOUNT_NAME_MAX } from '../../contract/fields.ts';
import { profiles, user } from './schema.ts';

/** The defaults the Notifications tab starts from. */
const DEFAULT_NOTIFICATIONS: NotificationPreferences = {
  emailNotifications: true,
  secFilingAlerts: true,
  weeklyDigest: true,
  productUpdates: false,
};

export type ProfileInput = Omit<Profile, 'updatedAt'>;

type ProfileRow = typeof profiles.$inferSelect;

function toProfile(row: ProfileRow | undefined): Profile {
  return {
    firstName: row?.firstName ?? '',
    lastName: row?.lastName ?? '',
    companyName: row?.companyName ?? '',
    companyWebsite: row?.companyWebsite ?? '',
    companyDescription: row?.companyDescription ?? '',
    updatedAt: row?.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

function toNotifications(row: ProfileRow | undefined): NotificationPreferences {
  return { ...DEFAULT_NOTIFICATIONS, ...(row?.notificationPreferences ?? {}) };
}

async function findRow(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row;
}

/** 'Ada King Lovelace' → first 'Ada', last 'King Lovelace'; one word is a first name. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export async function getProfile(db: Db, userId: string) {
  const row = await findRow(db, userId);
  const profile = toProfile(row);
  // Until a name is saved, the one given at sign-up fills First and Last Name.
  if (!profile.firstName && !profile.lastName) {
    const [account] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId)).limit(1);
    Object.assign(profile, splitName(account?.name ?? ''));
  }
  return { profile, notifications: toNotifications(row) };
}

/** What the user sells, for personalising analyses; null when not filled in yet. */
export async function getCompanyDescription(db: Db, userId: string): Promise<string | null> {
  const row = await findRow(db, userId);
  return row?.companyDescription?.trim() || null;
}

/** The needs the user picked for their product (concept ids), or null when they are read from the description. */
export async function getSellerConcepts(db: Db, userId: string): Promise<string[] | null> {
  return (await findRow(db, userId))?.sellerConcepts ?? null;
}

export async function saveSellerConcepts(
  db: Db,
  userId: string,
  conceptIds: string[] | null,
  now: Date,
): Promise<string[] | null> {
  const [row] = await db
    .insert(profiles)
    .values({ userId, sellerConcepts: conceptIds, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.userId, set: { sellerConcepts: conceptIds, updatedAt: now } })
    .returning();
  return row?.sellerConcepts ?? null;
}

/** First and last name as the account's one name (what /api/me, /account and the initials show). */
function accountNameOf(input: ProfileInput): string | null {
  const name = `${input.firstName.trim()} ${input.lastName.trim()}`.trim();
  return name ? name.slice(0, ACCOUNT_NAME_MAX).trim() : null;
}

/** Saves My Details; a name given there becomes the account's name too, in the same transaction. */
export async function updateProfile(
  db: Db,
  userId: string,
  input: ProfileInput,
  now: Date,
): Promise<Profile> {
  const values = { ...input, updatedAt: now };
  const name = accountNameOf(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(profiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: profiles.userId, set: values })
      .returning();
    if (name) await tx.update(user).set({ name, updatedAt: now }).where(eq(user.id, userId));
    return toProfile(row);
  });
}

export async function updateNotifications(
  db: Db,
  userId: string,
  preferences: NotificationPreferences,
  now: Date,
): Promise<NotificationPreferences> {
  const [row] = await db
    .insert(profiles)
    .values({ userId, notificationPreferences: preferences, updatedAt: now })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { notificationPreferences: preferences, updatedAt: now },
    })
    .returning();
  return toNotifications(row);
}

export type Recipient = NotificationPreferences & { email: string };

/** Each user's e-mail address and notification choices (defaults where never set), for the mail other features send. */
export async function notificationRecipients(db: Db, userIds: string[]): Promise<Map<string, Recipient>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ id: user.id, email: user.email, prefs: profiles.notificationPreferences })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(inArray(user.id, userIds));
  return new Map(
    rows.map((row) => [row.id, { ...DEFAULT_NOTIFICATIONS, ...(row.prefs ?? {}), email: row.email }]),
  );
}

/**
 * Everyone who turned Product Updates on (it is off until chosen) and has not turned e-mail off altogether: the
 * recipients of an announcement.
 */
export async function productUpdateRecipients(db: Db): Promise<{ id: string; email: string }[]> {
  const prefs = profiles.notificationPreferences;
  return db
    .select({ id: user.id, email: user.email })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(
      sql`${prefs}->>'productUpdates' = 'true' and coalesce(${prefs}->>'emailNotifications', 'true') <> 'false'`,
    );
}
