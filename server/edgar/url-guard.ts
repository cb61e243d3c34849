import { isIP } from 'node:net';
import { edgarErrors } from './edgar-errors.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The SSRF gate: the only URLs ever fetched are those that literally start with a configured origin followed by
 * '/', and whose parsed origin is that same origin. The literal prefix check refuses userinfo, other ports,
 * alternative spellings of an IP and look-alike hosts before the URL parser can normalise them into something
 * allowed; the rest refuses traversal and encoded separators that a server might decode differently.
 */
export function createUrlGuard(origins: string[]) {
  const allowed = origins.map(normaliseOrigin);

  return function assertAllowed(raw: string): URL {
    if (hasControlOrSpace(raw) || raw.includes('\\')) {
      throw edgarErrors.refusedUrl(`control character, space or backslash: ${raw}`);
    }
    const origin = allowed.find((candidate) => raw.toLowerCase().startsWith(`${candidate}/`));
    if (!origin) throw edgarErrors.refusedUrl(`not a configured SEC origin: ${raw}`);
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw edgarErrors.refusedUrl(`unparseable: ${raw}`);
    }
    if (url.origin !== origin || url.username || url.password) throw edgarErrors.refusedUrl(`origin: ${raw}`);
    const rawPath = raw.slice(origin.length).split(/[?#]/)[0] ?? '';
    if (/(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|%00/i.test(rawPath)) throw edgarErrors.refusedUrl(`path: ${raw}`);
    return url;
  };
}

function hasControlOrSpace(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code <= 0x20 || code === 0x7f || /\s/.test(char)) return true;
  }
  return false;
}

/** Configured origins: https, or plain http only for a loopback replica (the fake EDGAR in tests and offline dev). */
export function normaliseOrigin(configured: string): string {
  const url = new URL(configured);
  const loopback = LOOPBACK.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new Error(`SEC URL must be https (or http on a loopback replica): ${configured}`);
  }
  if (isIP(url.hostname) && !loopback) throw new Error(`SEC URL must name a host, not an IP: ${configured}`);
  if (url.username || url.password) throw new Error(`SEC URL must not carry credentials: ${configured}`);
  return url.origin.toLowerCase();
}
