import { createHmac, timingSafeEqual } from 'node:crypto';

export type MailKind = 'alerts' | 'digest' | 'updates';

/** The notification setting each kind of mail is sent under, and how the unsubscribe page names it. */
export const MAIL_KINDS: Record<
  MailKind,
  { setting: 'secFilingAlerts' | 'weeklyDigest' | 'productUpdates'; name: string }
> = {
  alerts: { setting: 'secFilingAlerts', name: 'SEC Filing Alerts' },
  digest: { setting: 'weeklyDigest', name: 'the Weekly Digest' },
  updates: { setting: 'productUpdates', name: 'Product Updates' },
};
const UNSUBSCRIBE_TTL_MS = 90 * 24 * 60 * 60 * 1000;

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

/** `<user>.<kind>.<expires>.<hmac>`: works signed out, and only for the user and the mail kind it names. */
export function unsubscribeToken(secret: string, userId: string, kind: MailKind, nowMs: number): string {
  const payload = `${Buffer.from(userId).toString('base64url')}.${kind}.${nowMs + UNSUBSCRIBE_TTL_MS}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The user and mail kind of a valid, unexpired token; null for anything forged, altered or expired. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
  nowMs: number,
): { userId: string; kind: MailKind } | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [user, kind, expires, signature] = parts as [string, string, string, string];
  const payload = `${user}.${kind}.${expires}`;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!Object.hasOwn(MAIL_KINDS, kind)) return null;
  if (!/^\d+$/.test(expires) || Number(expires) < nowMs) return null;
  return { userId: Buffer.from(user, 'base64url').toString('utf8'), kind: kind as MailKind };
}
