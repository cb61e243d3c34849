import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough to open a filing from a list just loaded; short enough that a leaked link soon stops working. */
const DOCUMENT_URL_TTL_MS = 30 * 60 * 1000;

export type SignatureCheck = 'valid' | 'missing' | 'invalid' | 'expired';

function signature(secret: string, accession: string, expires: number): string {
  const key = createHmac('sha256', secret).update('10kai:sec-filing-document-url').digest();
  return createHmac('sha256', key).update(`${accession}.${expires}`).digest('base64url');
}

/**
 * The viewer's address for a filing: signed with the server secret so the iframe (sandboxed, hence without the
 * app's origin) and a new tab can load it without the user's cookies. `highlight` (plain-text offsets
 * `start-end`, see highlight-quote.ts) is a display hint and deliberately not signed: it can only mark text.
 */
export function signDocumentUrl(
  secret: string,
  accession: string,
  nowMs: number,
  options: { highlight?: { start: number; end: number }; ttlMs?: number } = {},
): string {
  const expires = Math.floor((nowMs + (options.ttlMs ?? DOCUMENT_URL_TTL_MS)) / 1000);
  const params = new URLSearchParams({
    expires: String(expires),
    sig: signature(secret, accession, expires),
  });
  if (options.highlight) params.set('highlight', `${options.highlight.start}-${options.highlight.end}`);
  const fragment = options.highlight ? '#highlight' : '';
  return `/api/sec-filings/document/${accession}?${params}${fragment}`;
}

/**
 * What an exhibit's viewer address signs in place of the accession: its path under the filing's, so a signature
 * grants that one exhibit (and `signDocumentUrl` builds the exhibit route's address from it).
 */
export function exhibitSubject(accession: string, type: string): string {
  return `${accession}/exhibits/${type}`;
}

export function checkDocumentSignature(
  secret: string,
  accession: string,
  query: { expires?: string; sig?: string },
  nowMs: number,
): SignatureCheck {
  if (!query.expires || !query.sig) return 'missing';
  const expires = Number(query.expires);
  if (!/^\d{1,12}$/.test(query.expires)) return 'invalid';
  const expected = Buffer.from(signature(secret, accession, expires));
  const given = Buffer.from(query.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires * 1000 > nowMs ? 'valid' : 'expired';
}
