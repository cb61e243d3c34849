import { randomBytes } from 'node:crypto';

/*
 * Proving a team controls an e-mail domain (ADR 0325): it publishes a TXT record at a name under the domain with a
 * value only this team was given. Pure helpers; the lookup itself is the DNS adapter's.
 */

const RECORD_PREFIX = '_10kai-challenge';
const VALUE_PREFIX = '10kai-verification=';

export function newVerificationToken(): string {
  return randomBytes(18).toString('base64url');
}

export function verificationRecord(domain: string, token: string): { name: string; value: string } {
  return { name: `${RECORD_PREFIX}.${domain}`, value: `${VALUE_PREFIX}${token}` };
}

/** The domain part of an address, lower-cased; null when there is none. */
export function domainOf(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return null;
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase();
}
