import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { UpcomingRelease } from '../../contract/alerts.ts';
import { calendarTokens } from './schema.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A feed address works for a year after it is made: a secret that leaked into a shared calendar does not work for
 * ever. The section says until when, and a new address is one click.
 */
export const CALENDAR_TOKEN_TTL_MS = 365 * 24 * 60 * 60 * 1000;

const expiresAt = (createdAt: Date) => new Date(createdAt.getTime() + CALENDAR_TOKEN_TTL_MS);

/** A new secret for the user's feed; the previous URL stops working at once. Only the hash is stored. */
export async function rotateCalendarToken(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insert(calendarTokens)
    .values({ userId, tokenHash: hash(token), createdAt: now })
    .onConflictDoUpdate({
      target: calendarTokens.userId,
      set: { tokenHash: hash(token), createdAt: now },
    });
  return { token, expiresAt: expiresAt(now) };
}

export async function revokeCalendarToken(db: Db, userId: string): Promise<void> {
  await db.delete(calendarTokens).where(eq(calendarTokens.userId, userId));
}

/** The user whose feed this token opens; null for a forged, replaced, revoked or expired one. */
export async function calendarOwner(db: Db, token: string, now: Date): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [row] = await db
    .select({ userId: calendarTokens.userId })
    .from(calendarTokens)
    .where(
      and(
        eq(calendarTokens.tokenHash, hash(token)),
        gt(calendarTokens.createdAt, new Date(now.getTime() - CALENDAR_TOKEN_TTL_MS)),
      ),
    );
  return row?.userId ?? null;
}

/** Whether the user has a working feed address, and until when it works. */
export async function calendarStatus(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ enabled: boolean; expires_at: Date | null }> {
  const [row] = await db.select().from(calendarTokens).where(eq(calendarTokens.userId, userId));
  const expires = row ? expiresAt(row.createdAt) : null;
  return expires && expires > now
    ? { enabled: true, expires_at: expires }
    : { enabled: false, expires_at: null };
}

/**
 * RFC 5545 TEXT: backslash, semicolon and comma escaped; every line break (CRLF, a bare LF or a bare CR) written as
 * `\n`; other control characters dropped, as TEXT may not hold them. Company names come from outside (EDGAR,
 * imports): a bare CR left in would let a lenient parser read the rest of a name as new properties or events.
 */
function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
  );
}

const MAX_LINE_OCTETS = 75;

/**
 * Folds a content line so no physical line is longer than 75 octets of UTF-8 (a continuation line starts with a
 * space, which counts), never inside a character.
 */
function fold(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

const compact = (date: string) => date.replaceAll('-', '');

/** All-day events on each expected date, with the confidence in the description. */
export function calendarFeed(releases: UpcomingRelease[], now: Date): string {
  const stamp = `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//10Kai//Upcoming Releases//EN',
    'X-WR-CALNAME:10Kai Upcoming Releases',
  ];
  for (const release of releases) {
    const next = new Date(Date.parse(`${release.expected_date}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${release.ticker}-${release.form}-${release.period_end}@10kai`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(release.expected_date)}`,
      `DTEND;VALUE=DATE:${compact(next)}`,
      `SUMMARY:${escapeText(`${release.ticker} ${release.form} expected`)}`,
      `DESCRIPTION:${escapeText(`${release.company_name}: ${release.form} for the period ending ${release.period_end}, ${release.confidence}. SEC deadline ${release.deadline}.`)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
