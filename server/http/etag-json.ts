import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';

/**
 * A JSON answer validated against its contract, with a strong ETag: a client that sends the tag back in
 * `If-None-Match` gets 304 and no body. `private, no-cache`: the browser keeps it but asks again each time.
 */
export function etagJson<S extends z.core.$ZodType>(c: Context, schema: S, value: z.input<S>): Response {
  const body = JSON.stringify(z.parse(schema, value));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' };
  const asked = c.req.header('if-none-match');
  if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return c.body(null, 304, headers);
  }
  return c.body(body, 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
}
