/**
 * Session lifetimes (ADR 0011-accounts-sessions). A session unused for SESSION_IDLE_SECONDS expires; one in use
 * is extended at most once per SESSION_UPDATE_AGE_SECONDS but never beyond SESSION_ABSOLUTE_SECONDS after it
 * was created, when the user must sign in again.
 */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;

export function absoluteExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SESSION_ABSOLUTE_SECONDS * 1000);
}

/** The later expiry Better Auth proposes, capped at the absolute limit. */
export function cappedExpiry(proposed: Date, createdAt: Date): Date {
  const cap = absoluteExpiry(createdAt);
  return proposed > cap ? cap : proposed;
}
