import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The header Better Auth reads the client IP from; set only by the server, any incoming copy is dropped. */
export const CLIENT_IP_HEADER = 'x-10kai-client-ip';

function clean(candidate: string | undefined): string | null {
  const value = candidate?.trim().replace(/^::ffff:/, '');
  return value && isIP(value) ? value : null;
}

/**
 * The caller's IP. Behind a proxy (`TRUST_PROXY`), the right-most `X-Forwarded-For` entry is the one our own
 * proxy appended; entries left of it are whatever the client claimed. Without `TRUST_PROXY` the header is
 * ignored and the socket's address counts. Tests that use `app.request()` have no socket: null.
 */
export function clientIp(c: Context, trustProxy: boolean | undefined): string | null {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',');
    const fromProxy = clean(forwarded?.at(-1));
    if (fromProxy) return fromProxy;
  }
  try {
    return clean(getConnInfo(c).remote.address);
  } catch {
    return null;
  }
}
